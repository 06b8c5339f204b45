import { devices } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

const WECHAT_UA = `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;
const SIGNING = '/api/h5.wechat/build_config';

test.describe('inside the WeChat in-app browser', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the app knows it runs in WeChat and signs the landing url for the JS-SDK', async ({ app, mock }) => {
    await app.open(PATHS.home);
    await app.ready();
    // No download control exists yet; the WeChat flag's visible effect is the JS-SDK signing call, which
    // the app makes only inside WeChat, for the url without its hash.
    await expect.poll(async () => (await mock.callsTo(SIGNING)).length).toBe(1);
    const [call] = await mock.callsTo(SIGNING);
    expect(new URLSearchParams(call?.query).get('url')).toBe(new URL(app.page.url()).href.split('#')[0]);
  });
});

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
