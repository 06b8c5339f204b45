import { expect, test } from '../fixtures/index.ts';
import { PATHS, type ShopApp } from '../pages/shop-app.ts';

async function throwUncaught(app: ShopApp, message: string): Promise<void> {
  await app.page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

test('an uncaught error opens the 系统异常 modal; 确定 closes it and the app keeps working', async ({ app, page }) => {
  await app.open(PATHS.home);
  await app.ready();
  await throwUncaught(app, 'boom');

  const modal = page.getByRole('dialog', { name: '系统异常' });
  await expect(modal).toContainText('Error: boom');
  await expect(modal).toContainText('clear the cache');
  await expect(modal.getByRole('button', { name: '确定' })).toBeVisible();
  await expect(modal.getByRole('button', { name: '清理教程' })).toBeVisible();

  await modal.getByRole('button', { name: '确定' }).click();
  await expect(app.dialog).toBeHidden();
  expect(app.route()).toBe(PATHS.home);
  await app.tab('Cart').click();
  await app.expectRoute(PATHS.cart);
});

test('清理教程 in the 系统异常 modal opens the cache-clearing help', async ({ app, page }) => {
  await app.open(PATHS.cart);
  await app.ready();
  await throwUncaught(app, 'boom');

  await page.getByRole('dialog', { name: '系统异常' }).getByRole('button', { name: '清理教程' }).click();

  await app.expectRoute(PATHS.helpCache);
  await expect(page.getByRole('heading', { name: 'How to clear the cache' })).toBeVisible();
  await expect(app.dialog).toBeHidden();
});
