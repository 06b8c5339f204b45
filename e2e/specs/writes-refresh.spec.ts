import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { createDigitalOrder, expectLedgersAddUp, orderById, providerGet, userInfo } from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';
import type { ShopApp } from '../pages/shop-app.ts';

// Every write changes what shows it, wherever that is (web/README.md, "Operations, query keys and
// invalidation"): after each write the user centre, a kept-alive tab, shows what the provider holds, the next
// time it is shown. The app is opened once; the journeys move through links, the tab bar and the browser's
// back as a user does, never reloading.

const TRACK = { id: 265 };
/** How long a page may take to show what it read again, on a machine shared with other journeys. */
const SETTLED_MS = 15_000;

const profile = (page: Page) => page.getByRole('region', { name: 'Your account' });
const toPay = (page: Page) => page.getByRole('link', { name: /^To pay/ });
const couponStat = (page: Page) => profile(page).getByRole('link', { name: /Coupons$/ });
const balanceStat = (page: Page) => profile(page).getByRole('link', { name: /Balance$/ });
/** The provider's "29.90" as the app writes it: ¥29.90, thousands grouped. */
const yuan = (amount: string) =>
  `¥${Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const orderState = (page: Page) => page.getByRole('region', { name: 'Order state' });

/** What the provider holds: unpaid orders and unused coupons, each list's total. */
async function providerTotal(request: APIRequestContext, token: string, path: string, status: string) {
  return (await providerGet<{ total: number }>(request, token, path, { status, page: 1, limit: 1 })).total;
}
const unpaidOrders = (request: APIRequestContext, token: string) =>
  providerTotal(request, token, '/api/h5.user/myOrderApi', 'to_be_paid');
const unusedCoupons = (request: APIRequestContext, token: string) =>
  providerTotal(request, token, '/api/h5.user/coupon', 'unused');

/** The "To pay" shortcut's name: the count is read out after the label when there is one. */
const toPayName = (count: number) => (count > 0 ? `To pay ${count} waiting` : 'To pay');

/** Back through the browser's history until the tab bar is there, then to the user centre by its tab. */
async function backToUserCentre(app: ShopApp): Promise<void> {
  await expect(async () => {
    if (!(await app.tabBar.isVisible())) await app.page.goBack();
    await expect(app.tabBar).toBeVisible({ timeout: 1000 });
  }).toPass();
  await app.tab('User centre').click();
  await expect(profile(app.page)).toBeVisible();
}

/** Back by the frame's own button until a tab page is shown, then to the user centre by its tab. */
async function frameBackToUserCentre(app: ShopApp): Promise<void> {
  await expect(async () => {
    if (!(await app.tabBar.isVisible())) await app.page.getByRole('button', { name: 'Back' }).click();
    await expect(app.tabBar).toBeVisible({ timeout: 1000 });
  }).toPass();
  await app.tab('User centre').click();
  await expect(profile(app.page)).toBeVisible();
}

/** The app's first page: a cold start on a busy machine takes longer than a step within the app. */
async function openUserCentre(app: ShopApp): Promise<void> {
  await app.open('/pages/tabbar/user/index');
  await expect(profile(app.page)).toBeVisible({ timeout: 30_000 });
}

// A cold start and every step of a journey share a busy machine with the other journeys.
test.beforeEach(() => test.slow());

test.afterEach(async ({ request, mock }) => {
  await expectLedgersAddUp(request, await mock.session('demo-user'));
});

test('cancelling the only unpaid order clears the user centre\'s "To pay" count', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  // The scene of the issue: one unpaid order, whatever the seed holds.
  const unpaid = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'to_be_paid',
    limit: 100,
  });
  for (const order of unpaid.data) {
    await request.post('/api/h5.user/orderCancel', { headers: { token }, data: { id: order.id } });
  }
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  expect(await unpaidOrders(request, token)).toBe(1);

  await openUserCentre(app);
  await expect(toPay(page)).toHaveAccessibleName(toPayName(1));
  await toPay(page).click();
  await page
    .getByRole('article', { name: `Order ${order.order_sn}` })
    .getByRole('link')
    .click();
  await expect(orderState(page)).toContainText('To be paid', { timeout: SETTLED_MS });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await app.dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await app.expectToastShown('Cancelled successfully');
  expect((await orderById(request, token, order.id)).status).toBe('cancelled');

  await backToUserCentre(app);
  expect(await unpaidOrders(request, token)).toBe(0);
  await expect(toPay(page)).toHaveAccessibleName(toPayName(0), { timeout: SETTLED_MS });
});

test('paying from an order card and recharging: the user centre\'s "To pay" and balance follow', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const unpaid = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'to_be_paid',
    limit: 100,
  });
  for (const order of unpaid.data) {
    await request.post('/api/h5.user/orderCancel', { headers: { token }, data: { id: order.id } });
  }
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  const before = await userInfo(request, token);
  await openUserCentre(app);
  await expect(toPay(page)).toHaveAccessibleName(toPayName(1));
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(before.money)} Balance`);

  // Paid from its card in the "To pay" list, with the balance.
  await toPay(page).click();
  const card = page.getByRole('article', { name: `Order ${order.order_sn}` });
  await card.getByRole('button', { name: 'Pay now', exact: true }).click();
  const payment = card.getByRole('region', { name: 'Pay now' });
  await payment.getByRole('radio', { name: /^Balance/ }).check();
  await payment.getByRole('button', { name: `Pay now ¥${order.pay_amount}` }).click();
  // The unpaid list is read again: the order has left it.
  await expect(card).toHaveCount(0, { timeout: SETTLED_MS });
  expect((await orderById(request, token, order.id)).status).toBe('completed');
  const paid = await userInfo(request, token);

  await backToUserCentre(app);
  expect(await unpaidOrders(request, token)).toBe(0);
  await expect(toPay(page)).toHaveAccessibleName(toPayName(0), { timeout: SETTLED_MS });
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(paid.money)} Balance`, { timeout: SETTLED_MS });

  // Recharged from the balance page: the payment page is the provider's, outside the app, as in a real shop.
  await balanceStat(page).click();
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await page.getByLabel('Amount (yuan)').fill('200');
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await page.getByRole('button', { name: /Confirm payment/ }).click();
  await app.expectToastShown('Recharge succeeded');
  const recharged = await userInfo(request, token);
  expect(Number(recharged.money)).toBeCloseTo(Number(paid.money) + 200, 2);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText(yuan(recharged.money));

  await frameBackToUserCentre(app);
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(recharged.money)} Balance`, { timeout: SETTLED_MS });
});

test("claiming a coupon counts it in the user centre's coupons", async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const before = await unusedCoupons(request, token);
  await openUserCentre(app);
  await expect(couponStat(page)).toHaveAccessibleName(`${before} Coupons`);

  await page.getByRole('link', { name: 'Claim coupons' }).click();
  const name = '无门槛券 ¥5 off anything';
  await page.getByRole('button', { name: `Claim ${name}` }).click();
  await app.expectToastShown('Claimed successfully');

  await backToUserCentre(app);
  const after = await unusedCoupons(request, token);
  expect(after).toBe(before + 1);
  await expect(couponStat(page)).toHaveAccessibleName(`${after} Coupons`, { timeout: SETTLED_MS });
});

test('an order the provider cancels on its clock leaves the count when the user centre is shown again', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  const before = await unpaidOrders(request, token);
  await openUserCentre(app);
  await expect(toPay(page)).toHaveAccessibleName(toPayName(before));

  await app.tab('Cart').click();
  // The cart is shown (a tap on the next tab before it is would only cancel the way there).
  await expect(app.tab('Cart')).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
  await mock.advanceClock(30 * 60 * 1000 + 5000);
  const after = await unpaidOrders(request, token);
  expect(after).toBeLessThan(before);

  await app.tab('User centre').click();
  await expect(toPay(page)).toHaveAccessibleName(toPayName(after), { timeout: SETTLED_MS });
});
