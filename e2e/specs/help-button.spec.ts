import { seedCrate } from '../fixtures/crate.ts';
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
    // Opening help records when it was visited (docs/behaviour.md#navigation).
    await expect.poll(() => app.stored(STORAGE.helpVisitedAt)).toMatch(/^\d+$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await app.expectRoute(path);
    await expect(app.helpButton).toBeVisible();
  });
}

test('the floating buttons step aside while a long list is read downwards and come back on the way up', async ({
  app,
  page,
  request,
}) => {
  // A track in the crate while nothing plays: the crate's link floats above the help button.
  const body = await (await request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  await seedCrate(page, body.data.data);
  await app.open(PATHS.dJSingle);
  const crateLink = page.getByRole('link', { name: 'Crate, 1 track' });
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.nth(5)).toBeVisible();
  await expect(app.helpButton).toBeInViewport();
  await expect(crateLink).toBeInViewport();

  // Reading down: neither covers the rows' buttons at the screen's right edge any longer.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const width = page.viewportSize()?.width ?? 0;
  for (const floating of [app.helpButton, crateLink]) {
    await expect(floating).not.toBeInViewport();
    expect((await floating.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(width);
  }

  // A little way back up, and they are there again, and work.
  await page.mouse.wheel(0, -200);
  await expect(crateLink).toBeInViewport({ ratio: 1 });
  await expect(app.helpButton).toBeInViewport({ ratio: 1 });
  await app.helpButton.click();
  await app.expectRoute(PATHS.help);
});
