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
