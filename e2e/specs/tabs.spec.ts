import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

const TABS = [
  { name: 'VIP', path: PATHS.vip },
  { name: 'Home', path: PATHS.home },
  { name: 'Category', path: PATHS.category },
  { name: 'Cart', path: PATHS.cart },
  { name: 'User centre', path: PATHS.user },
] as const;
/** docs/behaviour.md#constants: the selected tab is red (#e4393c). */
const SELECTED_RED = 'rgb(208, 37, 43)';

test('the five tabs, in order, each marked current when shown', async ({ app, page }) => {
  await app.open(PATHS.root);
  await app.expectTabLabels(TABS.map((tab) => tab.name));
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
  await expect(app.tabBar.locator('[aria-current="page"]')).toHaveCount(1);

  for (const { name, path } of TABS) {
    await app.tab(name).click();
    await app.expectRoute(path);
    await expect(app.tab(name)).toHaveAttribute('aria-current', 'page');
    await expect(app.tab(name)).toHaveCSS('color', SELECTED_RED);
    await expect(app.tabBar.locator('[aria-current="page"]')).toHaveCount(1);
    // 50 px of bar; its top border and the safe-area inset come on top (content-box).
    expect(await app.tabBar.evaluate((bar) => bar.clientHeight)).toBe(50);
  }

  // Switching tabs replaces the page instead of stacking history: back leaves the shop at once.
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});
