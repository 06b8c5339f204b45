import type { SuccessData } from '@djshop/api';
import { runAxe, WCAG_A_AA } from '../fixtures/axe.ts';
import { providerGet } from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';

// The buying pages pass axe's WCAG A and AA rules once their data is on screen.

test('the buying pages have no accessibility violations', async ({ app, page, mock, request }) => {
  // Axe on nine pages, one after another in one launch of the app as its links would open them (axe is
  // injected once): a launch for each took twice as long (alone on two cores, 25 s against 13).
  test.setTimeout(120_000);
  const token = await login(page, mock, 'demo-user');
  const orders = await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', {
    status: 'to_be_paid',
    limit: 1,
  });
  const groups = await providerGet<SuccessData<'getMyGroupOrders'>>(request, token, '/api/h5.group/myOrders', {
    limit: 1,
  });
  const routes: [string, string][] = [
    ['/pages/index/confrimOrder?goods_id=265', 'Payment'],
    ['/pages/index/confrimObjectOrder?goods_id=527', 'Payment'],
    ['/pages/user/order/index', 'Order states'],
    [`/pages/user/order/detail?id=${orders.data[0]?.id}`, 'Order state'],
    [`/pages/user/order/teamworkDetail?id=${groups.data[0]?.id}`, 'Order state'],
    ['/pages/user/balance/index?open=recharge', 'Balance'],
    ['/pages/user/score/index', 'Show'],
    ['/pages/welfareCenter/coupon', 'Coupon centre'],
    ['/pages/user/coupon', 'Coupon states'],
  ];
  for (const [route, landmark] of routes) {
    await app.open(route);
    await expect(page.getByRole('main').getByLabel(landmark, { exact: true }).first(), route).toBeVisible();
    const result = await runAxe(page, { tags: WCAG_A_AA });
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
    expect.soft(found, route).toEqual([]);
  }
});
