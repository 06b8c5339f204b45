import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

test('going offline covers the page with the no-network overlay; it leaves once back online', async ({
  app,
  page,
  context,
}) => {
  await app.open(PATHS.home);
  await app.ready();
  const overlay = page.getByRole('alertdialog', { name: 'No network connection' });
  await expect(overlay).toBeHidden();

  await context.setOffline(true);
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('z-index', '10080');

  // Still offline: a retry finds no connection and the overlay stays.
  await overlay.getByRole('button', { name: 'Retry' }).click();
  await expect(overlay).toBeVisible();

  // The browser's online event is enough: the overlay leaves without another tap.
  await context.setOffline(false);
  await expect(overlay).toBeHidden();
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
});
