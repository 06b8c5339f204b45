import type { SuccessData } from '@djshop/api';
import type { APIRequestContext } from '@playwright/test';
import { expect, login, STORAGE, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// Issue 27: the edges a probe of the provider and a real user found.

type GroupPage = SuccessData<'getGroupGoodsList'>;

async function envelope(request: APIRequestContext, path: string, token: string) {
  const response = await request.get(path, { headers: { token } });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** A group-buy pack or track the account already owns (the goods detail says `bought`). */
async function ownedGroupGoods(request: APIRequestContext, token: string) {
  const offers = (await envelope(request, '/api/h5.group/lists?limit=50&lang=en', token)).data as GroupPage;
  for (const { goods } of offers.data) {
    if (goods.goods_type !== 'music' && goods.goods_type !== 'pack') continue;
    const type = goods.goods_type === 'music' ? 'music' : 'special';
    const detail = (await envelope(request, `/api/h5.goods/detail?id=${goods.id}&type=${type}`, token)).data as {
      bought: boolean;
    };
    if (detail.bought) return goods;
  }
  throw new Error('the account owns no group-buy goods');
}

const groupOrderCount = async (request: APIRequestContext, token: string) =>
  ((await envelope(request, '/api/h5.group/myOrders?limit=1', token)).data as { total: number }).total;
const balance = async (request: APIRequestContext, token: string) =>
  ((await envelope(request, '/api/h5.user/userInfo', token)).data as { money: string }).money;

for (const { locale, refusal } of [
  { locale: 'en', refusal: 'You already own this item, download it instead' },
  { locale: 'zh-Hans', refusal: '你已拥有该商品，请直接下载' },
] as const) {
  test(`an owned pack cannot be bought again through a group, refused in ${locale}`, async ({
    app,
    mock,
    page,
    request,
  }) => {
    const token = await login(page, mock, 'demo-user');
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: STORAGE.locale,
      value: locale,
    });
    const goods = await ownedGroupGoods(request, token);
    const [groupsBefore, moneyBefore] = [await groupOrderCount(request, token), await balance(request, token)];

    await app.open(PATHS.goodsDetail, `?id=${goods.id}`);
    await page.getByRole('button', { name: locale === 'en' ? /Start a group/ : /发起拼团/ }).click();
    await expect(app.toast).toContainText(refusal);

    // The provider opened no group order and took nothing.
    expect(await groupOrderCount(request, token)).toBe(groupsBefore);
    expect(await balance(request, token)).toBe(moneyBefore);
  });
}

test('setting the address to another tab shows that tab', async ({ app, page }) => {
  await app.open(PATHS.home);
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
  for (const [name, path] of [
    ['Category', PATHS.category],
    ['Cart', PATHS.cart],
    ['Home', PATHS.home],
  ] as const) {
    // What an in-content link or the address bar does: the hash changes under the app.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await app.expectRoute(path);
    await expect(app.tab(name)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.tab-page:not([hidden])')).toHaveCount(1);
  }
  await expect(
    page
      .getByRole('searchbox')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
});

test('a bad order id shows "not available", with no retry', async ({ app, mock, page, request }) => {
  const token = await login(page, mock, 'demo-user');
  // The provider knows no such order for this user.
  expect((await envelope(request, '/api/h5.user/orderDetail?id=987654321&lang=en', token)).msg).toBe(
    'The order does not exist',
  );
  for (const id of ['987654321', 'abc']) {
    await app.open(PATHS.orderDetail, `?id=${id}`);
    await expect(page.getByRole('heading', { name: 'This order is not available' })).toBeVisible();
    await expect(page.getByRole('button', { name: /retry|try again/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
  }
});
