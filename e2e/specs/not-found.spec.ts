import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

test('an unknown route shows the 404 page, and its button goes home', async ({ app, page }) => {
  await app.open('/pages/no/such/page');
  await app.expectRoute(PATHS.notFound);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you asked for does not exist.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to home' }).click();
  await app.expectRoute(PATHS.root);
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
});
