import type { SuccessData } from '@djshop/api';
import { type APIRequestContext, devices, type Page } from '@playwright/test';
import {
  createDigitalOrder,
  latestOrder,
  orderById,
  orderIdOf,
  providerGet,
  providerPost,
  userInfo,
} from '../fixtures/buying.ts';
import { expect, STORAGE, test } from '../fixtures/index.ts';
import { providerCart } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

// Each group runs on the phone it is about (WeChat's user agent on it), whatever the project's: the file runs
// once, on the Pixel 7 project, instead of once per phone with a user agent that did not match the screen.

/** A phone as `test.use` takes it in a group: the project picks the browser (Chromium), so not its type. */
function phone(name: 'iPhone 13' | 'Pixel 7', userAgent = devices[name].userAgent) {
  const { defaultBrowserType: _type, ...device } = devices[name];
  return { ...device, userAgent };
}

const WECHAT_UA = `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;
const SIGNING = '/api/h5.wechat/build_config';

test.describe('inside the WeChat in-app browser', () => {
  test.use(phone('iPhone 13', WECHAT_UA));

  test('the app knows it runs in WeChat and signs the landing url for the JS-SDK', async ({ app, mock }) => {
    await app.open(PATHS.home);
    await app.ready();
    // No download control exists yet; the WeChat flag's visible effect is the JS-SDK signing call, which
    // the app makes only inside WeChat, for the url without its hash.
    await expect.poll(async () => (await mock.callsTo(SIGNING)).length).toBe(1);
    const [call] = await mock.callsTo(SIGNING);
    expect(new URLSearchParams(call?.query).get('url')).toBe(new URL(app.page.url()).href.split('#')[0]);
  });

  test('on iOS the signed url is the address the visit landed on, without its #, whatever came since', async ({
    app,
    mock,
    page,
  }) => {
    await app.open(PATHS.home, '?from=singlemessage&isappinstalled=0');
    const landing = page.url();
    // The page's own address changes before the app signs: iOS's WeChat still checks the landing one.
    await page.evaluate(() => window.history.replaceState(window.history.state, '', `/${window.location.hash}`));
    await app.ready();
    await expect.poll(async () => (await mock.callsTo(SIGNING)).length).toBe(1);
    const [call] = await mock.callsTo(SIGNING);
    const signed = new URLSearchParams(call?.query).get('url');
    expect(signed).toBe(landing.split('#')[0]);
    expect(signed).toContain('?from=singlemessage&isappinstalled=0');
    expect(signed).not.toContain('#');
  });
});

for (const name of ['iPhone 13', 'Pixel 7'] as const) {
  test.describe(name, () => {
    test.use(phone(name));
    test('a mobile browser outside WeChat never asks for the JS-SDK signature', async ({ app, mock, page }) => {
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      await app.open(PATHS.home);
      await app.ready();
      // setSystemInfo answering is the point after which the app would sign (startup.ts).
      await expect.poll(async () => (await mock.callsTo('/api/h5.Index/setSystemInfo')).length).toBe(1);
      await expect(app.loading).toBeHidden();
      expect(await mock.callsTo(SIGNING)).toEqual([]);
      expect(chunks.filter((path) => path.includes('weixin-js-sdk'))).toEqual([]);
    });
  });
}

// WeChat Pay inside WeChat: WeChat's payment sheet, stood in for by a bridge that records what it is given.

const ANDROID_WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47(0x28002f35) NetType/WIFI Language/zh_CN`;
const CONFIRM = '/pages/index/confrimOrder';
const DETAIL = '/pages/user/order/detail';
/** A priced demo track nobody signed in with WeChat owns. */
const TRACK = { id: 265, title: '夜店热单 Tech House Mix' };

type Jsapi = NonNullable<SuccessData<'payOrder'>['jsapi']>;
type BridgeCall = { name: string; params: Jsapi };

/**
 * Signs in a fresh account with WeChat (so it has an openid, which WeChat's in-app payment needs) before the
 * app starts; answers its token.
 */
async function loginWithWechat(page: Page, request: APIRequestContext, code: string): Promise<string> {
  const data = await providerPost<SuccessData<'loginByWechat'>>(request, '', '/api/h5.wechat/third', {
    platform: 'wechat',
    code,
  });
  const token = data.userinfo.token;
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE.token,
    value: token,
  });
  return token;
}

/**
 * WeChat's bridge, stood in for: records each payment asked of it and answers as WeChat would. For `ok` it first tells the
 * mock that WeChat took the money (its notify of the prepay), as WeChat's server does before the sheet closes.
 */
async function standInBridge(page: Page, answer: 'ok' | 'cancel'): Promise<void> {
  await page.addInitScript((mode) => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__bridgeCalls', { value: calls });
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, params: { package: string }, callback: (a: { err_msg: string }) => void) {
        // The JS-SDK (share cards) talks to the same bridge; those calls are left unanswered, as a slow WeChat's.
        if (name !== 'getBrandWCPayRequest') return;
        calls.push({ name, params: JSON.parse(JSON.stringify(params)) });
        if (mode === 'cancel') {
          callback({ err_msg: 'get_brand_wcpay_request:cancel' });
          return;
        }
        void fetch('/__mock/wxpay/notify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prepay_id: params.package.slice('prepay_id='.length) }),
        }).then(() => callback({ err_msg: 'get_brand_wcpay_request:ok' }));
      },
    };
  }, answer);
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);

const payButton = (page: Page) => page.getByRole('region', { name: 'Payment' }).getByRole('button');
const method = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

/** Every request for the provider's H5 payment page (a pay_url), which WeChat Pay must not open here. */
function payPageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__mock/pay/')) seen.push(request.url());
  });
  return seen;
}

test.describe('WeChat Pay inside WeChat', () => {
  test.use(phone('Pixel 7', ANDROID_WECHAT_UA));

  test('pays in WeChat’s sheet with exactly the provider’s parameters, and the order turns paid', async ({
    app,
    page,
    request,
  }) => {
    const token = await loginWithWechat(page, request, `e2e-wxpay-ok-${Date.now()}`);
    await standInBridge(page, 'ok');
    const payPages = payPageRequests(page);
    await app.open(`${CONFIRM}?goods_id=${TRACK.id}`);
    await method(page, 'WeChat Pay').check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/h5.order/pay'),
      payButton(page).click(),
    ]);
    expect(answer.request().postDataJSON()).toMatchObject({ pay_type: 'wechat', trade_type: 'jsapi' });
    const started = (await answer.json()) as { data: SuccessData<'payOrder'> };
    expect(started.data.pay_url).toBeNull();
    expect(started.data.jsapi).toBeTruthy();

    await expect.poll(() => app.route()).toMatch(new RegExp(`^${DETAIL}\\?id=\\d+&paying=1$`));
    await expect(page.getByRole('region', { name: 'Order state' })).toContainText('Purchased');
    expect(await bridgeCalls(page)).toEqual([{ name: 'getBrandWCPayRequest', params: started.data.jsapi }]);
    expect(payPages).toEqual([]);
    const status = await providerGet<SuccessData<'getPayStatus'>>(request, token, '/api/h5.order/payStatus', {
      order_sn: started.data.order_sn,
    });
    expect(status).toMatchObject({ paid: true, status: 'completed' });
    expect(await orderById(request, token, orderIdOf(app.route()))).toMatchObject({ pay_type: 'wechat' });
  });

  test('a cancelled sheet keeps the order unpaid and the cart line, and says so', async ({ app, page, request }) => {
    const token = await loginWithWechat(page, request, `e2e-wxpay-cancel-${Date.now()}`);
    await providerPost(request, token, '/api/h5.user/cart', { goods_id: TRACK.id, quantity: 1 });
    const [line] = (await providerCart(request, token)).list;
    await standInBridge(page, 'cancel');
    const payPages = payPageRequests(page);
    await app.open(`${CONFIRM}?cart_ids=${line?.id}`);
    await method(page, 'WeChat Pay').check();
    await payButton(page).click();
    await expect(app.toast).toContainText('Payment cancelled. Your order is kept');
    await expect.poll(() => app.route()).toMatch(new RegExp(`^${DETAIL}\\?id=\\d+$`));
    await expect(page.getByRole('region', { name: 'Order state' })).toContainText('To be paid');
    expect((await bridgeCalls(page)).map((call) => call.name)).toEqual(['getBrandWCPayRequest']);
    expect(payPages).toEqual([]);
    const order = await latestOrder(request, token);
    expect(order.status).toBe('to_be_paid');
    expect((await providerCart(request, token)).list.map((l) => l.id)).toEqual([line?.id]);
    // Kept, so payable again from its page.
    await expect(page.getByRole('region', { name: 'Pay now' })).toBeVisible();
  });

  test('an unpaid order is paid later from its page, and a recharge, both in WeChat’s sheet', async ({
    app,
    page,
    request,
  }) => {
    const token = await loginWithWechat(page, request, `e2e-wxpay-later-${Date.now()}`);
    const order = await createDigitalOrder(request, token, { goods_id: TRACK.id, quantity: 1 });
    await standInBridge(page, 'ok');
    const payPages = payPageRequests(page);
    await app.open(`${DETAIL}?id=${order.id}`);
    const payment = page.getByRole('region', { name: 'Pay now' });
    await payment.getByRole('radio', { name: /^WeChat Pay/ }).check();
    await payment.getByRole('button').click();
    await expect.poll(() => app.route()).toBe(`${DETAIL}?id=${order.id}&paying=1`);
    await expect(page.getByRole('region', { name: 'Order state' })).toContainText('Purchased');
    expect(await orderById(request, token, order.id)).toMatchObject({ status: 'completed', pay_type: 'wechat' });

    await app.open('/pages/user/balance/index?open=recharge');
    await page.getByLabel('Amount (yuan)').fill('20');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/h5.user/recharge'),
      page.getByRole('button', { name: 'Recharge now' }).click(),
    ]);
    const started = (await answer.json()) as { data: SuccessData<'rechargeBalance'> };
    await expect(page.getByText('Recharge succeeded').first()).toBeVisible();
    expect((await bridgeCalls(page)).at(-1)).toEqual({ name: 'getBrandWCPayRequest', params: started.data.jsapi });
    expect((await userInfo(request, token)).money).toBe('20.00');
    expect(payPages).toEqual([]);
  });

  test('Alipay shows how to open the page in a browser and starts nothing', async ({ app, page, mock, request }) => {
    await loginWithWechat(page, request, `e2e-wx-alipay-${Date.now()}`);
    await app.open(`${CONFIRM}?goods_id=${TRACK.id}`);
    // The method's row is its label: tapped on its name, as a thumb does.
    await page.getByText('Alipay', { exact: true }).click();
    await expect(method(page, 'Alipay')).toBeChecked();
    await payButton(page).click();
    await expect(app.dialog).toContainText('Open in browser');
    await expect(app.dialog).toContainText('Alipay cannot be opened inside WeChat');
    await app.dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await mock.callsTo('/api/h5.order/create')).toHaveLength(0);
    expect(await mock.callsTo('/api/h5.order/pay')).toHaveLength(0);
  });
});

test.describe('previews inside iOS’s WeChat', () => {
  test.use(phone('iPhone 13', WECHAT_UA));

  /**
   * Records, for each play() of an audio element, whether WeChat's bridge was there; `bridgeAfterTapMs`
   * brings a stand-in bridge (and its WeixinJSBridgeReady) that long after a tap on a preview, or never.
   */
  async function watchPlays(page: Page, bridgeAfterTapMs: number | null): Promise<void> {
    await page.addInitScript((delay) => {
      const plays: boolean[] = [];
      Object.defineProperty(window, '__plays', { value: plays });
      const bridged = () => 'WeixinJSBridge' in window;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        plays.push(bridged());
        return play.call(this);
      };
      if (delay === null) return;
      document.addEventListener(
        'click',
        () => {
          if (bridged()) return;
          setTimeout(() => {
            (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = { invoke: () => {} };
            document.dispatchEvent(new Event('WeixinJSBridgeReady'));
          }, delay);
        },
        true,
      );
    }, bridgeAfterTapMs);
  }

  const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: boolean[] }).__plays);
  const previewPaused = (page: Page) =>
    page.locator('audio.player-audio').evaluate((element: HTMLAudioElement) => element.paused);

  async function tapPreview(page: Page, request: APIRequestContext, app: { open(path: string): Promise<void> }) {
    const listing = await providerGet<SuccessData<'getDjSingles'>>(request, '', '/api/h5.index/djSingle', {
      limit: 20,
    });
    const goods = listing.data.find((item) => item.preview_url);
    expect(goods, 'a DJ single with a preview').toBeDefined();
    await app.open(`/pages/index/singleDetail?id=${goods?.id}&type=music`);
    await expect(page.getByRole('heading', { level: 2, name: goods?.title })).toBeVisible();
    await page.getByRole('button', { name: 'Play preview', exact: true }).click();
  }

  test('a tap before the bridge is up plays once WeixinJSBridgeReady comes', async ({ app, page, request }) => {
    await watchPlays(page, 50);
    await tapPreview(page, request, app);
    await expect.poll(() => previewPaused(page), { message: 'the preview plays' }).toBe(false);
    expect(await plays(page)).toEqual([true]);
  });

  test('a tap plays anyway when the bridge never comes', async ({ app, page, request }) => {
    await watchPlays(page, null);
    await tapPreview(page, request, app);
    await expect.poll(() => previewPaused(page), { message: 'the preview plays' }).toBe(false);
    expect(await plays(page)).toEqual([false]);
  });
});
