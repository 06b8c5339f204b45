// Every page shows its server data in four states (ui/query-view): loading, error with a retry, empty, data.
// A failure is never shown as "empty": a signed-in user whose cart cannot be loaded is told so, not that the
// cart is empty.
import { expect, login, test } from '../fixtures/index.ts';
import { providerCart } from '../fixtures/provider.ts';
import { CartPage } from '../pages/cart-page.ts';
import { PATHS } from '../pages/shop-app.ts';

const CART_LIST = '/api/h5.user/cartList';
const VIP_CARDS = '/api/h5.vip/cards';

test('cart: skeleton while loading, an error with a retry that recovers, never "empty" on failure', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const held = (await providerCart(request, token)).list;
  expect(held.length, 'the demo account has cart lines').toBeGreaterThan(0);

  // The held answer is a refusal: one load shows the skeleton, the error and, after the retry, the lines.
  await mock.scenario({ path: CART_LIST, times: 1, hold: true, code: 0, msg: 'Service busy, try later' });
  await app.open(PATHS.cart);
  const cart = new CartPage(page);
  await expect(page.locator('main [aria-busy="true"] .skeleton-row').first()).toBeVisible();
  await mock.release(CART_LIST);
  await expect(page.getByRole('alert')).toContainText('Could not load this');
  await app.expectToastShown('Service busy, try later');
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cart.lines).toHaveCount(held.length);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('cart: empty only when the provider holds no line', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-user');
  const held = (await providerCart(request, token)).list;
  const ids = held.map((line) => line.id).join(',');
  const deleted = await request.get(`/api/h5.user/cartdelete?ids=${ids}`, { headers: { token } });
  expect((await deleted.json()).code).toBe(1);
  expect((await providerCart(request, token)).list).toHaveLength(0);

  await app.open(PATHS.cart);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('VIP cards: loading outlines, an error with a retry that recovers, and the empty state', async ({
  app,
  page,
  mock,
  request,
}) => {
  const answer = await request.get(VIP_CARDS);
  const cards = ((await answer.json()) as { data: { cards: unknown[] } }).data.cards;
  expect(cards.length, 'the provider sells VIP cards').toBeGreaterThan(0);
  const section = page.getByRole('region', { name: 'VIP cards' });

  // The held answer is a gateway's error page: one load shows the outlines, the error and, after the retry, the
  // cards.
  await mock.scenario({ path: VIP_CARDS, times: 1, hold: true, httpStatus: 502, html: '<h1>Bad gateway</h1>' });
  await app.open(PATHS.vip);
  await expect(section.locator('.vip-card--pending')).toHaveCount(4);
  await mock.release(VIP_CARDS);
  await expect(section.getByRole('alert')).toContainText('Could not load this');
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.locator('.vip-card:not(.vip-card--pending)')).toHaveCount(cards.length);

  await mock.scenario({
    path: VIP_CARDS,
    times: 1,
    code: 1,
    msg: 'ok',
    data: { cards: [], member: null, resources_count: 0 },
  });
  await page.reload();
  await expect(section.getByText('No VIP cards are on sale right now.')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});
