import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { providerGet, userInfo } from '../fixtures/buying.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// Edge cases, in one Chinese session: what the provider refuses reads in the language on screen,
// an owned pack is not sold again through a group, the app follows a hash naming a tab, and a bad order id
// says the order is not available instead of offering a retry that would hear the same. Then the browser's own
// moves (the address bar, back, forward) to a page whose code has not come: never an empty screen between.

/** Pack 371: the demo user owns it, and it is on a group-buy offer. */
const OWNED_PACK = 371;
/** The provider's refusal in Simplified Chinese (and the English a mock answering in one language sent). */
const OWNED_ZH = '你已拥有该商品，请直接下载';
const OWNED_EN = 'You already own this item, download it instead';

const orderCount = async (request: APIRequestContext, token: string) =>
  (await providerGet<SuccessData<'getMyOrders'>>(request, token, '/api/h5.user/myOrderApi', { limit: 1 })).total;

test('a Chinese session: an owned pack refused in Chinese, a hash naming a tab, a bad order id', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = { orders: await orderCount(request, token), money: (await userInfo(request, token)).money };

  await test.step('an owned pack cannot be joined in a group; the refusal reads in Chinese', async () => {
    await app.open(`${PATHS.goodsDetail}?id=${OWNED_PACK}`, '?lang=zh-Hans');
    await page.getByRole('button', { name: /^发起拼团/ }).click();
    await app.expectToastShown(OWNED_ZH);
    const [join, ...more] = await mock.callsTo('/api/h5.group/join');
    expect(more).toEqual([]);
    expect(join?.headers['accept-language']).toBe('zh-cn');
    // The same call in English answers the English text: the toast is the provider's Chinese, not a translation.
    const english = await request.post('/api/h5.group/join', {
      headers: { token, 'Accept-Language': 'en' },
      data: { goods_id: OWNED_PACK },
    });
    expect(await english.json()).toMatchObject({ code: 0, msg: OWNED_EN });
    expect(await orderCount(request, token)).toBe(before.orders);
    expect((await userInfo(request, token)).money).toBe(before.money);
  });

  await test.step('a hash naming a tab shows that tab, and back shows the one before', async () => {
    const setHash = (path: string) =>
      page.evaluate((hash) => {
        window.location.hash = hash;
      }, path);
    await setHash(PATHS.home);
    // Home's nav bar names the shop; its channel menu is Home's own.
    const home = page.getByRole('navigation', { name: '频道分类' });
    const tabs = page.getByRole('navigation', { name: '主要栏目' });
    await expect(home).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Pack/ })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await setHash(PATHS.cart);
    await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
    await expect(home).toBeHidden();
    await expect(tabs.getByRole('link', { name: '购物车' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.tab-page:not([hidden])')).toHaveCount(1);
    await page.goBack();
    await app.expectRoute(PATHS.home);
    await expect(home).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeHidden();
  });

  await test.step('a bad order id says the order is not available, with no retry', async () => {
    const unknown = 999_999;
    const asked = await request.get('/api/h5.user/orderDetail', { headers: { token }, params: { id: unknown } });
    expect((await asked.json()).code).toBe(0);
    for (const id of [String(unknown), 'abc']) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `${PATHS.orderDetail}?id=${id}`);
      await expect(page.getByRole('heading', { level: 2, name: '该订单不可用' })).toBeVisible();
      await expect(page.getByRole('button', { name: /重试|重新加载/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: '我的订单' })).toBeVisible();
    }
  });
});

/**
 * Records, in the page, whether a moment came with no page title on screen: the app keeps the page before on
 * screen until the next one's code has come (docs/behaviour.md#navigation).
 */
async function watchForBlank(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown = () =>
      [...document.querySelectorAll('.nav-bar__title')]
        .filter((title) => title.checkVisibility())
        .map((title) => title.textContent ?? '')
        .join(' | ');
    const seen: string[] = [shown()];
    new MutationObserver(() => {
      const now = shown();
      if (now !== seen.at(-1)) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
}

test('a page the browser moves to before its code has come: the page before stays on screen until it has', async ({
  app,
  page,
}) => {
  await app.open(PATHS.help);
  await expect(app.title).toHaveText('Help centre');
  // An address typed in the address bar (Playwright's goto moves within the document as the address bar does).
  let titles = await watchForBlank(page);
  await page.goto(`/#${PATHS.makersList}`);
  await expect(app.title).toHaveText('Musicians');
  expect(await titles()).toEqual(['Help centre', 'Musicians']);

  // Back to a page of an earlier load of the app, whose code this one has not fetched.
  await page.reload();
  await expect(app.title).toHaveText('Musicians');
  titles = await watchForBlank(page);
  await page.goBack();
  await expect(app.title).toHaveText('Help centre');
  await app.expectRoute(PATHS.help);
  expect(await titles()).toEqual(['Musicians', 'Help centre']);

  // And forward again, to the page now on screen before.
  await page.goForward();
  await expect(app.title).toHaveText('Musicians');
  expect(await titles()).toEqual(['Musicians', 'Help centre', 'Musicians']);
});
