import type { SuccessData } from '@djshop/api';
import type { Page } from '@playwright/test';
import {
  cents,
  createDigitalOrder,
  expectLedgersAddUp,
  type Order,
  orderById,
  orderIdOf,
  providerGet,
  providerPost,
  userInfo,
} from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// Orders after checkout: cancelling (by hand and by the clock), evaluating, shipping, group buys, physical
// goods, coupons and VIP cards, each checked against what the provider holds.

const DETAIL = '/pages/user/order/detail';
const TRACK = { id: 265, price: '19.90' };
const state = (page: Page) => page.getByRole('region', { name: 'Order state' });
const payButton = (page: Page) => page.getByRole('region', { name: 'Payment' }).getByRole('button');

test.afterEach(async ({ request, mock }) => {
  await expectLedgersAddUp(request, await mock.session('demo-user'));
});

test('an unpaid order is cancelled with the two messages of the spec', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  await app.open(`${DETAIL}?id=${order.id}`);
  await expect(state(page)).toContainText('To be paid');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(app.dialog).toContainText('Are you sure to cancel the order?');
  await app.dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await app.expectToastShown('Cancelled successfully');
  await expect(state(page)).toContainText('Cancelled');
  expect(await orderById(request, token, order.id)).toMatchObject({ status: 'cancelled', expiretime: null });
});

test('an unpaid order is cancelled by the clock 30 minutes after it was made', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  await page.clock.install();
  const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
  await app.open(`${DETAIL}?id=${order.id}`);
  await expect(page.getByRole('timer')).toHaveText(/Cancelled automatically in (29:[0-5]\d|30:00) if not paid/);
  await mock.advanceClock(30 * 60 * 1000 + 5000);
  await page.clock.fastForward('30:10');
  await expect(state(page)).toContainText('Cancelled');
  expect((await orderById(request, token, order.id)).status).toBe('cancelled');

  await app.open('/pages/user/order/index?status=cancelled');
  await expect(page.getByRole('article', { name: `Order ${order.order_sn}` })).toBeVisible();
});

test('a purchased order is evaluated (content required); a shipped one shows its tracking number', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const completed = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'completed',
    order_type: 'digital',
    limit: 50,
  });
  const order = completed.data.find((candidate) => !candidate.evaluated) as Order;
  expect(order, 'a completed order waiting for its evaluation').toBeTruthy();
  await app.open(`${DETAIL}?id=${order.id}`);
  const form = page.getByRole('form', { name: 'Evaluate this order' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await app.expectToastShown('Comment content required');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your comment').fill('Great sound 音质很棒');
  await form.getByRole('button', { name: 'Submit' }).click();
  await app.expectToastShown('Evaluation succeeded');
  await expect(page.getByText('You have evaluated this order')).toBeVisible();
  expect((await orderById(request, token, order.id)).evaluated).toBe(true);

  const shipped = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'shipped',
  });
  const parcel = shipped.data[0] as Order;
  await app.open(`${DETAIL}?id=${parcel.id}`);
  const shipping = page.getByRole('region', { name: 'Shipping', exact: true });
  await expect(shipping).toContainText(parcel.express?.company ?? '');
  await expect(shipping).toContainText(`Tracking number ${parcel.express?.number}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shipping.getByRole('button', { name: 'Copy' }).click();
  await app.expectToastShown('Content copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(parcel.express?.number);
});

test('a group order paid, failed by the clock, and refunded to the balance', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  const joined = await providerPost<SuccessData<'joinGroup'>>(request, token, '/api/h5.group/join', { goods_id: 372 });
  await app.open(`${DETAIL}?id=${joined.order.id}`);
  await page.getByRole('radio', { name: /^Balance/ }).check();
  await page.getByRole('button', { name: `Pay now ¥${joined.order.pay_amount}` }).click();
  await expect(state(page)).toContainText('Paid');
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) - cents(joined.order.pay_amount));

  await page.getByRole('link', { name: 'Group details' }).click();
  await app.expectRoute(`/pages/user/order/teamworkDetail?id=${joined.group.id}`);
  await expect(state(page)).toContainText('To be grouped');
  await expect(state(page)).toContainText(`1 of ${joined.group.group_size} joined`);

  await mock.advanceClock(25 * 60 * 60 * 1000);
  await page.reload();
  await expect(state(page)).toContainText('Group failed');
  await page.getByRole('button', { name: 'Apply for refund' }).click();
  await app.expectToastShown('Refund applied');
  await expect(page.getByRole('button', { name: 'Apply for refund' })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          await providerGet<SuccessData<'getGroupOrderDetail'>>(
            request,
            token,
            `/api/group/order/detail/${joined.group.id}`,
          )
        ).refund_status,
    )
    .toBe('refunded');
  expect((await userInfo(request, token)).money).toBe(before.money);
  await page.reload();
  await expect(state(page)).toContainText('Refunded to your balance');
});

test('physical goods: the address is validated, ordered, paid and remembered', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  await app.open('/pages/index/confrimObjectOrder?goods_id=527');
  await payButton(page).click();
  await app.expectToastShown('Please fill in the shipping address');
  await expect(page.getByText('Recipient is required')).toBeVisible();
  await page.getByLabel('Recipient').fill('王伟');
  await page.getByLabel('Mobile number').fill('1380013');
  await page.getByLabel('Province').fill('广东省');
  await page.getByLabel('City').fill('深圳市');
  await page.getByLabel('District').fill('南山区');
  await page.getByLabel('Street address').fill('科技园南路 88 号');
  await page.getByLabel('Remark').fill('请尽快发货');
  await payButton(page).click();
  await expect(page.getByText('Enter an 11-digit mainland mobile number')).toBeVisible();
  await page.getByLabel('Mobile number').fill('13800138000');
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await payButton(page).click();
  await expect(state(page)).toContainText('To be shipped');
  const order = await orderById(request, token, orderIdOf(app.route()));
  expect(order).toMatchObject({
    order_type: 'physical',
    status: 'to_be_shipped',
    remark: '请尽快发货',
    address: { name: '王伟', mobile: '13800138000', city: '深圳市', detail: '科技园南路 88 号' },
  });
  expect(order.items[0]?.quantity).toBe(2);

  await app.open('/pages/index/confrimObjectOrder?goods_id=527');
  await expect(page.getByLabel('Recipient')).toHaveValue('王伟');
  await expect(page.getByLabel('Mobile number')).toHaveValue('13800138000');
});

test('a coupon claimed in the coupon centre is offered at checkout and lowers the amount paid', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const name = '无门槛券 ¥5 off anything';
  await app.open('/pages/welfareCenter/coupon');
  await page.getByRole('button', { name: `Claim ${name}` }).click();
  await app.expectToastShown('Claimed successfully');
  await expect(page.getByRole('article', { name })).toContainText('Claimed');
  const unused = await providerGet<SuccessData<'getMyCoupons'>>(request, token, '/api/h5.user/coupon', {
    status: 'unused',
  });
  const coupon = unused.data.find((candidate) => candidate.name === name);
  expect(coupon).toBeTruthy();

  await app.open(`/pages/index/confrimOrder?goods_id=${TRACK.id}`);
  await expect(page.getByRole('combobox', { name: 'Coupon' })).toHaveValue(String(coupon?.id));
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('To pay: ¥14.90');
  await payButton(page).click();
  await expect(state(page)).toContainText('Purchased');
  const order = await orderById(request, token, orderIdOf(app.route()));
  expect(order).toMatchObject({ coupon_amount: '5.00', pay_amount: '14.90' });
  const used = await providerGet<SuccessData<'getMyCoupons'>>(request, token, '/api/h5.user/coupon', {
    status: 'used',
  });
  expect(used.data.map((candidate) => candidate.id)).toContain(coupon?.id);
});

test('a VIP card bought on the VIP tab makes the member and opens VIP-free downloads', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const vipFree = { id: 174, type: 'music' };
  const refused = await request.get('/api/h5.downloadurl', {
    headers: { token, 'Accept-Language': 'en' },
    params: vipFree,
  });
  expect((await refused.json()).msg).toBe('You have not purchased this item');

  // The user centre is seen first, so that it stays mounted behind the other tabs with what it read then.
  await app.open(PATHS.user);
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('Not a VIP member yet');
  await app.tab('VIP').click();
  await expect(page.getByRole('main').getByText('Not a VIP member yet')).toBeVisible();
  await page.getByRole('link', { name: 'Buy Monthly VIP' }).click();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Monthly');
  await payButton(page).click();
  await expect(state(page)).toContainText('Purchased');
  expect((await userInfo(request, token)).vip?.type).toBe('month');

  // The VIP tab, still alive behind the order, shows the membership without a reload.
  await page.getByRole('button', { name: 'Back' }).click();
  await app.expectRoute(PATHS.vip);
  await expect(page.getByRole('main').getByText(/Valid until/)).toBeVisible();
  // And so does the user centre, the next time it is shown.
  await app.tab('User centre').click();
  await expect(account).toContainText(/Monthly.* · Valid until/);
  await expect(account.getByRole('button', { name: 'Renew' })).toBeVisible();
  const allowed = await request.get('/api/h5.downloadurl', { headers: { token }, params: vipFree });
  expect((await allowed.json()).code).toBe(1);
});
