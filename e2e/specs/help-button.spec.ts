import { expect, STORAGE, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

for (const path of [PATHS.home, PATHS.cart, PATHS.login, PATHS.notFound]) {
  test(`the help button on ${path} opens the help centre, which has none`, async ({ app, page }) => {
    await app.open(path);
    await app.ready();
    await expect(app.helpButton).toBeVisible();
    expect(await app.stored(STORAGE.helpVisitedAt)).toBeNull();

    await app.helpButton.click();

    await app.expectRoute(PATHS.help);
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(app.helpButton).toHaveCount(0);
    // Opening help records when it was visited (spec §2).
    await expect.poll(() => app.stored(STORAGE.helpVisitedAt)).toMatch(/^\d+$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await app.expectRoute(path);
    await expect(app.helpButton).toBeVisible();
  });
}

test('the help button steps aside while a long list is read downwards and comes back on the way up', async ({
  app,
  page,
}) => {
  await app.open(PATHS.dJSingle);
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.nth(5)).toBeVisible();
  await expect(app.helpButton).toBeInViewport();

  // Reading down: the button no longer covers the rows' buttons at the screen's right edge.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(app.helpButton).not.toBeInViewport();
  // A row's play button where the help button stood is reachable.
  const box = await app.helpButton.boundingBox();
  expect(box?.x ?? 0).toBeGreaterThanOrEqual(page.viewportSize()?.width ?? 0);

  // A little way back up, and it is there again, and opens the help centre.
  await page.mouse.wheel(0, -200);
  await expect(app.helpButton).toBeInViewport({ ratio: 1 });
  await app.helpButton.click();
  await app.expectRoute(PATHS.help);
});
