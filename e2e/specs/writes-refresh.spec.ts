import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { userText } from '../../web/src/lib/user-text.ts';
import { providerCollection, providerFollows } from '../fixtures/account.ts';
import {
  cents,
  createDigitalOrder,
  expectLedgersAddUp,
  orderById,
  orderIdOf,
  providerGet,
  providerPost,
  userInfo,
} from '../fixtures/buying.ts';
import { myArticles } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { providerCart, providerWriterAmount } from '../fixtures/provider.ts';
import { CartPage } from '../pages/cart-page.ts';
import { ROUTE_LIST } from '../pages/route-table.ts';
import type { ShopApp } from '../pages/shop-app.ts';

// Every write changes what shows it, wherever that is (web/README.md, "Operations, query keys and
// invalidation"): after each write the user centre, a kept-alive tab, shows what the provider holds, the next
// time it is shown. The app is opened once; the journeys move through links, the tab bar and the browser's
// back as a user does, never reloading. What only a write's `<op>Changes` list can refresh is what stays on screen
// or alive meanwhile: the list a card action wrote from, the Cart tab and Home's circle teaser. A page outside the
// tab bar is mounted again when it is opened again and reads again then; the user centre reads its counts again
// whenever it is shown (`refetchOnShow`).

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

/** Cancels every unpaid order at the provider, so that a journey's own order is the only one. */
async function cancelUnpaidOrders(request: APIRequestContext, token: string): Promise<void> {
  const unpaid = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'to_be_paid',
    limit: 100,
  });
  for (const order of unpaid.data) {
    await request.post('/api/h5.user/orderCancel', { headers: { token }, data: { id: order.id } });
  }
}

/** The "To pay" shortcut's name: the count is read out after the label when there is one. */
const toPayName = (count: number) => (count > 0 ? `To pay ${count} waiting` : 'To pay');

/** The tab pages' paths (the app's root among them). */
const TAB_PATHS = new Set(ROUTE_LIST.filter((route) => route.tab).map((route) => route.path));

/**
 * Back one step at a time until a tab page shows: each step waits for the history entry to change (the
 * router's index of it, as two entries in a row may hold the same route when a publish replaces the form with
 * the list; or the route, as a Back with nothing before it in the app replaces the page with its parent) and the
 * page it led to to show its frame (a tab bar or a back button). Stepping again before a slow
 * page has shown would go one page too far, past the app's first page on a busy machine.
 */
async function backUntilTab(app: ShopApp, back: () => Promise<unknown>, again = false): Promise<void> {
  const frameBack = app.page.getByRole('button', { name: 'Back' });
  // Whether the history has reached a tab page, read from the address rather than from the tab bar: after a
  // hash change the page before stays on screen until the next has rendered, so on a busy machine a step that
  // had reached a tab page still showed the last page's frame, and the walk stepped on past the app's first page.
  const onTabPage = () => TAB_PATHS.has(app.route().split('?')[0] ?? '');
  for (let step = 0; step < 8 && !onTabPage(); step += 1) {
    const entry = () =>
      app.page.evaluate(() => `${(window.history.state as { idx?: number } | null)?.idx} ${window.location.hash}`);
    const before = await entry();
    // `again`: a tap on the frame's Back that has not moved the history after a while is made once more (on a
    // loaded machine one was seen to land on a frame being replaced and do nothing for 15 s). Going one page too
    // far is harmless there, as the walk ends by tapping the tab it wants. A tap that fails is not the end
    // either: on a loaded machine one took effect while the click still checked its target, which the page's
    // change then removed, and the click waited for a Back the tab page it led to does not have. Whether the
    // history moved is what tells. A tap that moves it does so at once: within 0.3 s in 40 taps on two busy
    // workers; one in 41 did nothing, and the wait for it was 7 s then.
    await (again ? back().catch(() => undefined) : back());
    for (let tries = again ? 2 : 0; tries > 0 && (await landed(entry, before, 2_000)) === false; tries -= 1) {
      await back().catch(() => undefined);
    }
    await expect.poll(entry, { message: 'the history entry after a step back' }).not.toBe(before);
    await expect(app.tabBar.or(frameBack).first()).toBeVisible();
  }
  await expect(app.tabBar).toBeVisible();
}

/** Whether the history entry has moved from `before` within `timeout` ms. */
async function landed(entry: () => Promise<string>, before: string, timeout: number): Promise<boolean> {
  return expect
    .poll(entry, { timeout })
    .not.toBe(before)
    .then(
      () => true,
      () => false,
    );
}

/** Back through the browser's history until the tab bar is there, then to the user centre by its tab. */
async function backToUserCentre(app: ShopApp): Promise<void> {
  await backUntilTab(app, () => app.page.goBack());
  await app.tab('User centre').click();
  await expect(profile(app.page)).toBeVisible();
}

/** Back by the frame's own button until a tab page is shown, then to the tab named. */
async function frameBackToTab(app: ShopApp, tab: string): Promise<void> {
  await backUntilTab(app, () => app.page.getByRole('button', { name: 'Back' }).click({ timeout: 10_000 }), true);
  await app.tab(tab).click();
  await expect(app.tab(tab)).toHaveAttribute('aria-current', 'page');
}

async function frameBackToUserCentre(app: ShopApp): Promise<void> {
  await frameBackToTab(app, 'User centre');
  await expect(profile(app.page)).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  // The scene: one unpaid order, whatever the seed holds.
  await cancelUnpaidOrders(request, token);
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
  await cancelUnpaidOrders(request, token);
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

test('a coupon used at checkout, an order evaluated from its card, a failed group refunded: each screen follows', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  // The scene: a coupon for any order, the track in the cart, and a paid group order that the clock will fail.
  const centre = await providerGet<SuccessData<'getCouponCenter'>>(request, token, '/api/h5.coupon/center', {
    limit: 50,
  });
  const offer = centre.data.find((candidate) => candidate.name === '无门槛券 ¥5 off anything');
  expect(offer, 'the coupon centre offers ¥5 off anything').toBeDefined();
  await providerPost(request, token, '/api/h5.coupon/receive', { id: offer?.id });
  const inCart = async () =>
    (await providerCart(request, token)).list.find((candidate) => candidate.goods.id === TRACK.id);
  if (!(await inCart())) await providerPost(request, token, '/api/h5.user/cart', { goods_id: TRACK.id, quantity: 1 });
  const line = await inCart();
  const title = userText(line?.goods.title);
  const joined = await providerPost<SuccessData<'joinGroup'>>(request, token, '/api/h5.group/join', { goods_id: 372 });
  await providerPost(request, token, '/api/h5.order/pay', { order_sn: joined.order.order_sn, pay_type: 'balance' });

  const coupons = await unusedCoupons(request, token);
  const start = await userInfo(request, token);
  await openUserCentre(app);
  await expect(couponStat(page)).toHaveAccessibleName(`${coupons} Coupons`);
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(start.money)} Balance`);

  // The Cart tab, kept alive from here on: the track checked out with the coupon the checkout offers.
  await app.tab('Cart').click();
  const cart = new CartPage(page);
  await cart.line(title).check();
  await cart.checkout.click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('To pay: ¥14.90', { timeout: SETTLED_MS });
  await page.getByRole('region', { name: 'Payment' }).getByRole('button').click();
  await expect(orderState(page)).toContainText('Purchased', { timeout: SETTLED_MS });
  const bought = await orderById(request, token, orderIdOf(app.route()));
  expect(bought).toMatchObject({ coupon_amount: '5.00', status: 'completed', evaluated: false });
  expect(await unusedCoupons(request, token)).toBe(coupons - 1);
  const paid = await userInfo(request, token);

  await frameBackToUserCentre(app);
  await expect(couponStat(page)).toHaveAccessibleName(`${coupons - 1} Coupons`, { timeout: SETTLED_MS });
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(paid.money)} Balance`, { timeout: SETTLED_MS });
  // The paid line has left the provider's cart, and the Cart tab shown before says so.
  expect(await inCart()).toBeUndefined();
  await app.tab('Cart').click();
  await expect(cart.line(title)).toHaveCount(0, { timeout: SETTLED_MS });

  // Evaluated from its card in the purchased orders: the card, still on screen, no longer offers it.
  await app.tab('User centre').click();
  await page.getByRole('link', { name: /^Completed/ }).click();
  const card = page.getByRole('article', { name: `Order ${bought.order_sn}` });
  await card.getByRole('button', { name: 'Evaluate', exact: true }).click();
  const form = card.getByRole('form', { name: 'Evaluate this order' });
  await form.getByLabel('Your comment').fill('Clean intro, 好用');
  await form.getByRole('button', { name: 'Submit' }).click();
  await app.expectToastShown('Evaluation succeeded');
  expect((await orderById(request, token, bought.id)).evaluated).toBe(true);
  await expect(card.getByRole('button', { name: 'Evaluate', exact: true })).toHaveCount(0, { timeout: SETTLED_MS });

  // The group fails on the provider's clock; its refund, applied from its card, goes back to the balance.
  await mock.advanceClock(25 * 60 * 60 * 1000);
  await page.getByRole('tab', { name: 'Group failed' }).click();
  const group = page.getByRole('article', { name: `Order ${joined.group.order_sn}` });
  await expect(group).toContainText('Refund not applied for', { timeout: SETTLED_MS });
  await group.getByRole('button', { name: 'Apply for refund' }).click();
  await app.expectToastShown('Refund applied');
  const refunded = await providerGet<SuccessData<'getGroupOrderDetail'>>(
    request,
    token,
    `/api/group/order/detail/${joined.group.id}`,
  );
  expect(refunded.refund_status).toBe('refunded');
  await expect(group).toContainText('Refunded to your balance', { timeout: SETTLED_MS });
  const after = await userInfo(request, token);
  expect(cents(after.money)).toBe(cents(paid.money) + cents(joined.order.pay_amount));

  await frameBackToUserCentre(app);
  await expect(balanceStat(page)).toHaveAccessibleName(`${yuan(after.money)} Balance`, { timeout: SETTLED_MS });
});

test('a follow, a collect, a circle article and a withdrawal: the pages shown before show each one', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  // A featured musician not followed yet, and the newest music on sale not collected yet (the Category tab's order).
  const featured = await providerGet<SuccessData<'getFeaturedWriters'>>(request, token, '/api/h5.Single/get_writer');
  const writer = featured.find((candidate) => !candidate.is_follow);
  expect(writer, 'a featured musician the account does not follow').toBeDefined();
  const writerName = userText(writer?.nickname);
  const collected = new Set((await providerCollection(request, token)).data.map((goods) => goods.id));
  const newest = await providerGet<SuccessData<'searchGoods'>>(request, token, '/api/h5.goods/search', {
    sort: 'new',
    limit: 20,
  });
  const goods = newest.data.find((candidate) => candidate.goods_type === 'music' && !collected.has(candidate.id));
  expect(goods, 'a newest track not collected yet').toBeDefined();
  const goodsTitle = userText(goods?.title);
  const amount = await providerWriterAmount(request, token);

  // Every list the writes change is shown first, so that it is in the cache (or on a kept-alive tab) before them.
  await openUserCentre(app);
  const collection = page.getByRole('list', { name: 'My collection' });
  const follows = page.getByRole('list', { name: 'Following' });
  const newestArticles = page.getByRole('list', { name: 'Newest' });
  // Shown once read: with what the account holds, or empty.
  await page.getByRole('link', { name: 'My collection' }).click();
  await expect(
    collection.getByRole('article').first().or(page.getByText('You have not collected anything yet.')),
  ).toBeVisible({ timeout: SETTLED_MS });
  await frameBackToTab(app, 'User centre');
  await page.getByRole('link', { name: 'Following' }).click();
  await expect(
    follows.getByRole('article').first().or(page.getByText('You do not follow any musician yet.')),
  ).toBeVisible({ timeout: SETTLED_MS });
  await frameBackToTab(app, 'User centre');
  await page.getByRole('link', { name: 'Circle', exact: true }).click();
  await expect(newestArticles.getByRole('listitem').first()).toBeVisible({ timeout: SETTLED_MS });
  await page.getByRole('link', { name: 'My articles' }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible({ timeout: SETTLED_MS });
  await frameBackToTab(app, 'Home');
  const teaser = page.getByRole('region', { name: 'From the circle' });
  const musicians = page.getByRole('region', { name: 'Featured musicians' });
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(teaser.getByRole('listitem').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: SETTLED_MS });

  // Followed on the musician's page, reached from Home.
  await musicians.getByRole('link', { name: new RegExp(`^${escapeRegExp(writerName)}`) }).click();
  await page.getByRole('button', { name: `Follow ${writerName}` }).click();
  await expect(page.getByRole('button', { name: `Following ${writerName}` })).toHaveAttribute('aria-pressed', 'true');
  const followed = await providerFollows(request, token);
  expect(followed.data[0]?.id).toBe(writer?.id);

  // Collected on the track's page, reached from the Category tab.
  await frameBackToTab(app, 'Category');
  await page.getByRole('link', { name: goodsTitle, exact: true }).first().click();
  await page.getByRole('button', { name: 'Collect', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Collected', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await providerCollection(request, token)).data[0]?.id).toBe(goods?.id);

  // Both lists seen before put the newest first.
  await frameBackToTab(app, 'User centre');
  await page.getByRole('link', { name: 'My collection' }).click();
  await expect(collection.getByRole('article').first()).toHaveAccessibleName(goodsTitle, { timeout: SETTLED_MS });
  await frameBackToTab(app, 'User centre');
  await page.getByRole('link', { name: 'Following' }).click();
  await expect(follows.getByRole('article').first()).toHaveAccessibleName(writerName, { timeout: SETTLED_MS });

  // Published from the circle: first in the circle, in mine, and in Home's teaser, kept alive all along.
  await frameBackToTab(app, 'User centre');
  await page.getByRole('link', { name: 'Circle', exact: true }).click();
  await page.getByRole('link', { name: 'Write' }).click();
  const title = 'After-hours set notes';
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content', { exact: true }).fill('Two hours of Vinahouse, 凌晨两点收工');
  await page.getByRole('button', { name: 'Publish' }).click();
  await app.expectToastShown('Published');
  expect((await myArticles(request, token)).data[0]?.title).toBe(title);
  await expect(newestArticles.getByRole('listitem').first()).toContainText(title, { timeout: SETTLED_MS });
  await page.getByRole('link', { name: 'My articles' }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(title, { timeout: SETTLED_MS });
  await frameBackToTab(app, 'Home');
  await expect(teaser.getByRole('listitem').first()).toContainText(title, { timeout: SETTLED_MS });

  // Withdrawn from the musician centre: its balance is what the provider holds after.
  await app.tab('User centre').click();
  await page.getByRole('link', { name: 'Musician centre' }).click();
  await expect(page.getByTestId('balance')).toHaveText(yuan(amount.balance));
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.getByText('Alipay', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill('13800138000');
  await page.getByLabel('Account name').fill('王伟');
  await page.getByLabel('Contact', { exact: true }).fill('13800138000');
  await page.getByLabel('Amount (¥)').fill('200');
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  const withdrawn = await providerWriterAmount(request, token);
  expect(cents(withdrawn.balance)).toBe(cents(amount.balance) - 20_000);
  await expect(page.getByTestId('balance')).toHaveText(yuan(withdrawn.balance), { timeout: SETTLED_MS });
});
