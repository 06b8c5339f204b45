import { devices, type Page } from '@playwright/test';
import {
  cents,
  expectLedgersAddUp,
  latestOrder,
  orderById,
  orderIdOf,
  providerGet,
  userInfo,
} from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { providerCart } from '../fixtures/provider.ts';
import { CartPage } from '../pages/cart-page.ts';
import { PATHS, type ShopApp } from '../pages/shop-app.ts';

/** The cart tab's name with its count, in English's plural forms. */
const cartBadge = (count: number) => new RegExp(`${count} ${count === 1 ? 'item' : 'items'} in the cart`);

// The four ways to pay, from the cart or a buy-now link, each checked against what the provider holds.

const CONFIRM = '/pages/index/confrimOrder';
const DETAIL = '/pages/user/order/detail';
/** Demo goods: two cheap tracks in demo-user's cart (each with a points price). */
const TRACK_A = { id: 81, price: '5.00', points: 50 };
const TRACK_B = { id: 265, price: '19.90', title: '夜店热单 Tech House Mix' };

const payButton = (page: Page) => page.getByRole('region', { name: 'Payment' }).getByRole('button');
const method = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

async function expectPaidDetail(app: ShopApp) {
  await expect.poll(() => app.route()).toMatch(new RegExp(`^${DETAIL}\\?id=\\d+`));
  await expect(app.page.getByRole('region', { name: 'Order state' })).toContainText('Purchased');
  return orderIdOf(app.route());
}

test.afterEach(async ({ request, mock }) => {
  // Whatever a journey bought, every account's logs still add up to what it holds.
  for (const account of ['demo-user', 'demo-applicant'] as const) {
    await expectLedgersAddUp(request, await mock.session(account));
  }
});

test('balance: the cart selection is bought with the balance and a track downloads', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  const cart = await providerCart(request, token);
  const lines = cart.list.filter((line) => line.goods.goods_type !== 'physical');
  const total = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);

  await app.open(PATHS.cart);
  const cartPage = new CartPage(page);
  for (const line of lines) await cartPage.line(line.goods.title).check();
  await cartPage.checkout.click();
  await app.expectRoute(`${CONFIRM}?cart_ids=${lines.map((line) => line.id).join('%2C')}`);
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(lines.length);
  await expect(page.getByText('No usable coupon')).toBeVisible();
  await expect(method(page, 'Balance')).toBeChecked();
  await payButton(page).click();
  const id = await expectPaidDetail(app);

  const order = await orderById(request, token, id);
  expect(order).toMatchObject({ status: 'completed', pay_type: 'balance', order_type: 'digital' });
  expect(cents(order.pay_amount)).toBe(total);
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) - total);
  const remaining = (await providerCart(request, token)).list.map((line) => line.id);
  for (const line of lines) expect(remaining).not.toContain(line.id);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${TRACK_B.title}` }).click(),
  ]);
  expect(download.url()).toContain('sign=');
  await expect(page.getByText('The download has started')).toBeVisible();
  const log = await providerGet<{ data: { goods: { id: number } }[] }>(request, token, '/api/h5.user/download');
  expect(log.data[0]?.goods.id).toBe(TRACK_B.id);
});

test('points: a track bought now with points spends its points price and no money', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  await app.open(`${CONFIRM}?goods_id=${TRACK_A.id}&pay=score`);
  await expect(method(page, 'Points')).toBeChecked();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(`${TRACK_A.points} points`);
  await payButton(page).click();
  const id = await expectPaidDetail(app);
  expect(await orderById(request, token, id)).toMatchObject({ status: 'completed', pay_type: 'score' });
  const after = await userInfo(request, token);
  expect(after.score).toBe(before.score - TRACK_A.points);
  expect(after.money).toBe(before.money);
});

test('WeChat Pay: the pay page confirms, and back in the app the order turns paid', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  await app.open(`${CONFIRM}?goods_id=${TRACK_B.id}`);
  await method(page, 'WeChat Pay').check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/__mock\/pay\/\d+\?return=/);
  await expect(page.getByRole('heading', { name: /WeChat Pay/ })).toBeVisible();
  await page.getByRole('button', { name: /Confirm payment/ }).click();
  await expect.poll(() => app.route()).toMatch(new RegExp(`^${DETAIL}\\?id=\\d+&paying=1$`));
  await expect(page.getByRole('region', { name: 'Order state' })).toContainText('Purchased');
  const order = await orderById(request, token, orderIdOf(app.route()));
  expect(order).toMatchObject({ status: 'completed', pay_type: 'wechat' });
  expect((await userInfo(request, token)).money).toBe(before.money);
});

test('Alipay abandoned: the order waits unpaid and is paid later from the order list', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  await app.open(`${CONFIRM}?goods_id=${TRACK_B.id}`);
  await method(page, 'Alipay').check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: /Alipay/ })).toBeVisible();
  await page.getByRole('button', { name: /Abandon/ }).click();

  // Back in the app: still unpaid, with its countdown; the app stops asking when told to.
  const state = page.getByRole('region', { name: 'Order state' });
  await expect(state).toContainText('To be paid');
  await expect(page.getByRole('timer')).toHaveText(/Cancelled automatically in (29|30):\d\d if not paid/);
  await page.getByRole('button', { name: 'Stop waiting' }).click();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  const id = orderIdOf(app.route());
  expect(await orderById(request, token, id)).toMatchObject({ status: 'to_be_paid', pay_type: null });
  expect((await userInfo(request, token)).money).toBe(before.money);

  await app.open('/pages/user/order/index');
  await page.getByRole('tab', { name: 'To be paid' }).click();
  const order = await orderById(request, token, id);
  await page
    .getByRole('article', { name: `Order ${order.order_sn}` })
    .getByRole('link')
    .click();
  await app.expectRoute(`${DETAIL}?id=${id}`);
  await method(page, 'Balance').check();
  await page.getByRole('button', { name: `Pay now ¥${TRACK_B.price}` }).click();
  await expect(state).toContainText('Purchased');
  expect(await orderById(request, token, id)).toMatchObject({ status: 'completed', pay_type: 'balance' });
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) - cents(TRACK_B.price));
});

test('the cart survives an abandoned payment: its lines stay until the unpaid order is paid later', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await providerCart(request, token);
  const lines = before.list.filter((line) => line.goods.goods_type !== 'physical');
  expect(lines.length, 'demo-user has digital lines in the cart').toBeGreaterThan(0);
  const idsIn = async () => (await providerCart(request, token)).list.map((line) => line.id);
  const allIds = before.list.map((line) => line.id);
  const cartPage = new CartPage(page);
  const cartTab = app.tab('Cart');

  await app.open(PATHS.cart);
  for (const line of lines) await cartPage.line(line.goods.title).check();
  await cartPage.checkout.click();
  await app.expectRoute(`${CONFIRM}?cart_ids=${lines.map((line) => line.id).join('%2C')}`);
  await method(page, 'Alipay').check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: /Alipay/ })).toBeVisible();
  // The order exists and waits for its payment; the cart still holds every line.
  const order = await latestOrder(request, token);
  expect(order).toMatchObject({ status: 'to_be_paid', order_type: 'digital' });
  expect(order.items.map((item) => item.goods_id).sort()).toEqual(lines.map((line) => line.goods.id).sort());
  expect(await idsIn()).toEqual(allIds);
  await page.getByRole('button', { name: /Abandon/ }).click();
  const state = page.getByRole('region', { name: 'Order state' });
  await expect(state).toContainText('To be paid');
  await page.getByRole('button', { name: 'Stop waiting' }).click();

  // Back to the cart: the lines are on screen and still at the provider, ready to be checked out again.
  await app.open(PATHS.cart);
  await expect(cartPage.lines).toHaveCount(before.list.length);
  for (const line of lines) await expect(cartPage.line(line.goods.title)).not.toBeChecked();
  await expect(cartTab).toHaveAccessibleName(cartBadge(before.count));
  expect(await idsIn()).toEqual(allIds);
  expect(await orderById(request, token, order.id)).toMatchObject({ status: 'to_be_paid' });

  // Paid later from the order list: the order's lines leave the cart, at the provider and on screen.
  await app.open('/pages/user/order/index');
  await page.getByRole('tab', { name: 'To be paid' }).click();
  await page
    .getByRole('article', { name: `Order ${order.order_sn}` })
    .getByRole('link')
    .click();
  await app.expectRoute(`${DETAIL}?id=${order.id}`);
  await method(page, 'Balance').check();
  await page.getByRole('button', { name: `Pay now ¥${order.pay_amount}` }).click();
  await expect(state).toContainText('Purchased');
  expect(await orderById(request, token, order.id)).toMatchObject({ status: 'completed', pay_type: 'balance' });
  const left = before.list.filter((line) => !lines.includes(line));
  expect(await idsIn()).toEqual(left.map((line) => line.id));

  // The same document: the cart page is still mounted from before, so only the app's own reading of the cart
  // after the payment can show it without its lines.
  await app.open(PATHS.cart);
  await expect(cartPage.lines).toHaveCount(left.length);
  for (const line of lines) await expect(cartPage.line(line.goods.title)).toHaveCount(0);
  await expect(cartTab).toHaveAccessibleName(cartBadge(left.length));
});

test('a double tap on pay creates one order and charges once', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const before = await userInfo(request, token);
  await app.open(`${CONFIRM}?goods_id=${TRACK_B.id}`);
  await expect(method(page, 'Balance')).toBeChecked();
  // The provider holds the first payment in flight while the second tap lands.
  await mock.scenario({ path: '/api/h5.order/create', method: 'POST', times: 1, hold: true });
  await payButton(page).dblclick();
  await app.expectToastShown('Cannot submit repeatedly');
  await mock.release('/api/h5.order/create');
  await expectPaidDetail(app);
  expect(await mock.callsTo('/api/h5.order/create')).toHaveLength(1);
  expect(await mock.callsTo('/api/h5.order/pay')).toHaveLength(1);
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) - cents(TRACK_B.price));
});

test('short of money: nothing is created and the cart stays; recharge, come back to the order, pay', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-applicant');
  const before = await userInfo(request, token);
  const cart = await providerCart(request, token);
  const lines = cart.list.filter((line) => line.goods.goods_type !== 'physical');
  const confirm = `${CONFIRM}?cart_ids=${lines.map((line) => line.id).join('%2C')}`;
  const ordersBefore = await latestOrder(request, token);

  await app.open(confirm);
  await payButton(page).click();
  await expect(app.dialog).toContainText('Your balance is insufficient');
  // The failed payment left the cart and the orders as they were.
  expect((await providerCart(request, token)).list.map((line) => line.id)).toEqual(cart.list.map((line) => line.id));
  expect((await latestOrder(request, token)).id).toBe(ordersBefore.id);

  await app.dialog.getByRole('button', { name: 'Recharge' }).click();
  await expect.poll(() => app.route()).toMatch(/^\/pages\/user\/balance\/index\?open=recharge&back=/);
  await page.getByLabel('Amount (yuan)').fill('1');
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await app.expectToastShown('The minimum recharge is ¥10.00');
  await page.getByLabel('Amount (yuan)').fill('200');
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await page.getByRole('button', { name: /Confirm payment/ }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Recharge succeeded' })).toBeVisible();
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) + 20_000);

  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect.poll(() => app.route()).toMatch(/^\/pages\/index\/confrimOrder\?cart_ids=/);
  await payButton(page).click();
  const id = await expectPaidDetail(app);
  const order = await orderById(request, token, id);
  expect(order.status).toBe('completed');
  expect(cents((await userInfo(request, token)).money)).toBe(cents(before.money) + 20_000 - cents(order.pay_amount));
});

test.describe('inside the WeChat browser', () => {
  test.use({
    userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`,
  });

  test('Alipay offers "open in browser" and starts nothing; WeChat Pay wants a WeChat sign-in, never the page', async ({
    app,
    page,
    mock,
    request,
  }) => {
    const token = await login(page, mock, 'demo-user');
    await app.open(`${CONFIRM}?goods_id=${TRACK_B.id}`);
    await method(page, 'Alipay').check();
    await payButton(page).click();
    await expect(app.dialog).toContainText('Open in browser');
    await expect(app.dialog).toContainText('Alipay cannot be opened inside WeChat');
    await app.dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await mock.callsTo('/api/h5.order/create')).toHaveLength(0);
    expect(await mock.callsTo('/api/h5.order/pay')).toHaveLength(0);

    // Inside WeChat, WeChat Pay is WeChat's own sheet, which needs the account's WeChat identity: demo-user
    // signed in by password has none, so the provider refuses and the order waits, unpaid.
    await method(page, 'WeChat Pay').check();
    await payButton(page).click();
    await expect(app.toast).toContainText('Please sign in with WeChat to pay inside WeChat');
    await expect.poll(() => app.route()).toMatch(new RegExp(`^${DETAIL}\\?id=\\d+$`));
    expect((await latestOrder(request, token)).status).toBe('to_be_paid');
    expect(new URL(page.url()).pathname).not.toMatch(/^\/__mock\/pay\//);
  });
});
