import { expect, login, test } from '../fixtures/index.ts';
import { type CartList, providerCart } from '../fixtures/provider.ts';
import { CartPage } from '../pages/cart-page.ts';
import { PATHS } from '../pages/shop-app.ts';

/** The cart tab's name with its count, in English's plural forms. */
const cartBadge = (count: number) => new RegExp(`${count} ${count === 1 ? 'item' : 'items'} in the cart`);

type Line = CartList['list'][number];

const amountOf = (lines: readonly Line[]) =>
  Math.round(lines.reduce((sum, line) => sum + Number.parseFloat(line.price) * line.quantity, 0) * 100) / 100;
const totalOf = (lines: readonly Line[]) => `Total: ${CartPage.money(amountOf(lines))}`;

test('cart: selection, select all, totals, the empty-selection rules and deleting the selection', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await providerCart(request, token);
  expect(before.list.length, 'the demo account has cart lines').toBeGreaterThanOrEqual(3);
  const [first, second, third] = before.list as [Line, Line, Line, ...Line[]];

  await app.open(PATHS.cart);
  const cart = new CartPage(page);
  await expect(cart.lines).toHaveCount(before.list.length);
  await expect(app.tab('Cart')).toHaveAccessibleName(cartBadge(before.count));
  await expect(cart.total).toHaveText(totalOf([]));

  // Nothing selected: both actions explain themselves and nothing reaches the provider.
  await cart.checkout.click();
  await app.expectToastShown('Please select the product');
  await cart.deleteSelected.click();
  await app.expectToastShown('Nothing selected to delete');
  await expect(app.dialog).toHaveCount(0);

  await cart.line(first.goods.title).check();
  await expect(cart.total).toHaveText(totalOf([first]));
  await expect(cart.checkout).toHaveText('Check out (1)');
  await expect(cart.selectAll).not.toBeChecked();

  await cart.selectAll.check();
  for (const line of before.list) await expect(cart.line(line.goods.title)).toBeChecked();
  await expect(cart.total).toHaveText(totalOf(before.list));
  await expect(cart.checkout).toHaveText(`Check out (${before.list.length})`);

  await cart.selectAll.uncheck();
  for (const line of before.list) await expect(cart.line(line.goods.title)).not.toBeChecked();
  await expect(cart.total).toHaveText(totalOf([]));

  await cart.line(first.goods.title).check();
  await cart.line(second.goods.title).check();
  await expect(cart.total).toHaveText(totalOf([first, second]));

  // Cancelling the confirmation keeps everything.
  await cart.deleteSelected.click();
  await app.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.dialog).toHaveCount(0);
  await expect(cart.lines).toHaveCount(before.list.length);

  await cart.deleteSelected.click();
  await expect(app.dialog).toContainText('Delete the 2 selected items from the cart?');
  await app.dialog.getByRole('button', { name: 'Delete' }).click();
  await app.expectToastShown('Deleted successfully');
  await expect(cart.lines).toHaveCount(before.list.length - 2);
  await expect(cart.line(third.goods.title)).not.toBeChecked();
  await expect(cart.total).toHaveText(totalOf([]));

  const deletes = await mock.callsTo('/api/h5.user/cartdelete');
  expect(deletes.map((call) => call.query)).toEqual([`ids=${first.id}%2C${second.id}`]);
  const after = await providerCart(request, token);
  expect(after.list.map((line) => line.id)).toEqual(before.list.slice(2).map((line) => line.id));
  await expect(app.tab('Cart')).toHaveAccessibleName(cartBadge(after.count));

  // The provider has forgotten them too: a fresh start shows the same cart.
  await page.reload();
  await expect(cart.lines).toHaveCount(after.list.length);
  await expect(cart.line(first.goods.title)).toHaveCount(0);
  await expect(cart.line(second.goods.title)).toHaveCount(0);
  await expect(app.tab('Cart')).toHaveAccessibleName(cartBadge(after.count));
});
