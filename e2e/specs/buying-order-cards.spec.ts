import type { SuccessData } from '@djshop/api';
import {
  cents,
  createDigitalOrder,
  expectLedgersAddUp,
  type Order,
  orderById,
  providerGet,
  userInfo,
} from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';

// The order list's cards carry what each order's state allows, with the order page's confirmations, and the
// provider holds what the card did.

const LIST = '/pages/user/order/index';
const TRACK = { id: 265 };

test.afterEach(async ({ request, mock }) => {
  await expectLedgersAddUp(request, await mock.session('demo-user'));
});

test('an unpaid order is cancelled from its card, after the spec question', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  await app.open(`${LIST}?status=to_be_paid`);
  const card = page.getByRole('article', { name: `Order ${order.order_sn}` });
  await expect(card).toContainText('To be paid');

  // Kept: nothing changes at the provider.
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await expect(app.dialog).toContainText('Are you sure to cancel the order?');
  await app.dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(app.dialog).toHaveCount(0);
  expect((await orderById(request, token, order.id)).status).toBe('to_be_paid');

  await card.getByRole('button', { name: 'Cancel order' }).click();
  await app.dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await app.expectToastShown('Cancelled successfully');
  expect(await orderById(request, token, order.id)).toMatchObject({ status: 'cancelled', expiretime: null });
  // The list is read again: the order has left the unpaid tab and shows in the cancelled one.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('article', { name: `Order ${order.order_sn}` })).toContainText('Cancelled');
});

test('an unpaid order is paid from its card with the balance', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  await app.open(LIST);
  const card = page.getByRole('article', { name: `Order ${order.order_sn}` });
  await card.getByRole('button', { name: 'Pay now', exact: true }).click();
  const payment = card.getByRole('region', { name: 'Pay now' });
  await payment.getByRole('radio', { name: /^Balance/ }).check();
  await payment.getByRole('button', { name: `Pay now ¥${order.pay_amount}` }).click();
  await expect(card).toContainText('Purchased');
  await expect(card.getByRole('button', { name: 'Pay now', exact: true })).toHaveCount(0);
  const paid = await orderById(request, token, order.id);
  expect(paid).toMatchObject({ status: 'completed', pay_type: 'balance' });
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) - cents(order.pay_amount));
});

test('a shipped order’s tracking number is copied from its card', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const shipped = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'shipped',
  });
  const parcel = shipped.data[0] as Order;
  await app.open(`${LIST}?status=shipped`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const card = page.getByRole('article', { name: `Order ${parcel.order_sn}` });
  await card.getByRole('button', { name: 'Copy tracking number' }).click();
  await app.expectToastShown('Content copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(parcel.express?.number);
});
