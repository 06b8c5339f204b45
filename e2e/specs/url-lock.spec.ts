import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

test('a double tap opens the page once; the second tap is refused as locked', async ({ app, page }) => {
  // The refusal toast lasts 1.5 s; on a busy machine the check could come after it is gone, so the page's
  // timers stand still from the double tap until the check has seen it.
  await page.clock.install();
  await app.open(PATHS.home);
  await app.ready();

  // The help page's code is held back, so the first navigation is still in flight at the second tap.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/HelpPage-*.js', async (route) => {
    await held;
    await route.fallback();
  });

  await page.clock.pauseAt(Date.now() + 1000);
  await app.helpButton.dblclick();
  await expect(app.toast).toContainText(`url "${PATHS.help}" is locked`);
  expect(app.route()).toBe(PATHS.home);
  await page.clock.resume();

  release();
  await app.expectRoute(PATHS.help);
  await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
  // One tap went through: a single history entry separates help from home.
  await page.goBack();
  await app.expectRoute(PATHS.home);
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
});
