import type { SuccessData } from '@djshop/api';
import type { Page } from '@playwright/test';
import { loginNewAccount, providerGet } from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';

// Every buying page's loading, error and empty states: a failed first load is an error with a retry that
// recovers, never "empty"; an account that holds nothing sees the empty states.

const LOAD_FAILED = 'Could not load this. Check your connection and try again.';

interface PageCase {
  route: string;
  /** The call whose failure leaves the page with nothing to show. */
  call: string;
  method: 'GET' | 'POST';
  /** What the page shows once the retry succeeded. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
  /**
   * The app asks this call at launch too and keeps its answer: the page is opened by a launch, whose first ask
   * takes the failure. The other pages are reached from the one before as the app's links reach them.
   */
  launch?: true;
}

test('each buying page shows its load error with a retry that recovers', async ({ app, page, mock, request }) => {
  // Nine pages, each failing and then recovering: over a minute on a busy two-core machine.
  test.setTimeout(180_000);
  const token = await login(page, mock, 'demo-user');
  const orders = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    limit: 1,
  });
  const groups = await providerGet<SuccessData<'getMyGroupOrders'>>(request, token, '/api/h5.group/myOrders', {
    limit: 1,
  });
  const orderId = orders.data[0]?.id;
  const groupId = groups.data[0]?.id;
  const items = (p: Page) => p.getByRole('list', { name: 'Items' });
  const state = (p: Page) => p.getByRole('region', { name: 'Order state' });
  const cases: PageCase[] = [
    { route: '/pages/index/confrimOrder?goods_id=265', call: '/api/h5.order/confirm', method: 'POST', loaded: items },
    {
      route: '/pages/index/confrimObjectOrder?goods_id=527',
      call: '/api/h5.order/confirm',
      method: 'POST',
      loaded: (p) => p.getByRole('group', { name: 'Shipping address' }),
    },
    {
      route: '/pages/user/order/index',
      call: '/api/h5.user/myOrderApi',
      method: 'GET',
      loaded: (p) => p.getByRole('article').first(),
    },
    { route: `/pages/user/order/detail?id=${orderId}`, call: '/api/h5.user/orderDetail', method: 'GET', loaded: state },
    {
      route: `/pages/user/order/teamworkDetail?id=${groupId}`,
      call: `/api/group/order/detail/${groupId}`,
      method: 'GET',
      loaded: state,
    },
    {
      route: '/pages/user/balance/index',
      call: '/api/h5.user/userInfo',
      method: 'GET',
      loaded: (p) => p.getByRole('region', { name: 'Balance', exact: true }),
      launch: true,
    },
    {
      route: '/pages/user/balance/logList',
      call: '/api/h5.user/moneyLog',
      method: 'GET',
      loaded: (p) => p.getByRole('list', { name: 'Balance log' }),
    },
    {
      route: '/pages/user/score/loglist',
      call: '/api/h5.user/score',
      method: 'GET',
      loaded: (p) => p.getByRole('list', { name: 'Points log' }),
    },
    {
      route: '/pages/welfareCenter/coupon',
      call: '/api/h5.coupon/center',
      method: 'GET',
      loaded: (p) => p.getByRole('article').first(),
    },
    {
      route: '/pages/user/coupon',
      call: '/api/h5.user/coupon',
      method: 'GET',
      loaded: (p) => p.getByRole('article').first(),
    },
  ];
  for (const { route, call, method, loaded, launch } of cases) {
    if (launch) await page.goto('about:blank');
    await mock.scenario({ path: call, method, times: 1, httpStatus: 500 });
    await app.open(route);
    await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED }), route).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(loaded(page), route).toBeVisible();
    await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  }
});

test('while the orders load their skeleton holds the place', async ({ app, page, mock }) => {
  await login(page, mock, 'demo-user');
  await mock.scenario({ path: '/api/h5.user/myOrderApi', method: 'GET', times: 1, hold: true });
  await app.open('/pages/user/order/index');
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  await mock.release('/api/h5.user/myOrderApi');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('an account that holds nothing sees the empty states', async ({ app, page, request }) => {
  await loginNewAccount(page, request, '13912340012');
  const cases: [string, string][] = [
    ['/pages/user/order/index', 'No orders here yet'],
    ['/pages/user/coupon', 'No coupons here'],
    ['/pages/user/balance/logList', 'No entries yet'],
    ['/pages/user/score/loglist', 'No entries yet'],
  ];
  for (const [route, empty] of cases) {
    await app.open(route);
    await expect(page.getByText(empty), route).toBeVisible();
  }
});
