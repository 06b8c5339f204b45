import { devices } from '@playwright/test';
import { expect, login, STORAGE, test } from '../fixtures/index.ts';
import { PATHS, type ShopApp } from '../pages/shop-app.ts';

const DOWNLOAD_URL_CALL = '/api/h5.downloadurl';
const WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47(0x28002f35) NetType/WIFI Language/zh_CN`;

/** From the user centre's entries to the download log; resolves with the log's first entry's button. */
async function openDownloadLog(app: ShopApp) {
  await app.open(PATHS.user);
  await app.page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Download log' }).click();
  await app.expectRoute(PATHS.downloadLog);
  await expect(app.page.getByRole('heading', { name: 'Download log', level: 1 })).toBeVisible();
  const list = app.page.getByRole('list', { name: 'Your downloads' });
  const first = list.getByRole('button', { name: /^Download / }).first();
  await expect(first).toBeVisible();
  return first;
}

test('in a mobile browser a download log entry downloads the file the provider links to', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-user');
  const button = await openDownloadLog(app);
  const title = (await button.getAttribute('aria-label'))?.replace(/^Download /, '') ?? '';
  const logged = (await mock.callsTo('/api/h5.user/download')).length;

  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;

  const [asked] = await mock.callsTo(DOWNLOAD_URL_CALL);
  expect(new URLSearchParams(asked?.query).get('title')).toBe(title);
  expect(new URL(file.url()).searchParams.get('sign')).toMatch(/^[0-9a-f]{16}$/);
  // Chromium adds the extension of the file's type to the name the link gives.
  expect(file.suggestedFilename()).toContain(title);
  // The provider logged the download; the page asks for the log again.
  await expect.poll(async () => (await mock.callsTo('/api/h5.user/download')).length).toBeGreaterThan(logged);
});

test('an empty answer from the provider says there is no download address and downloads nothing', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-user');
  const button = await openDownloadLog(app);
  await mock.scenario({ path: DOWNLOAD_URL_CALL, times: 1, code: 1, msg: '' });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });

  await button.click();
  await app.expectToastShown('No download address, please contact customer service');
  expect(await mock.callsTo(DOWNLOAD_URL_CALL)).toHaveLength(1);
  expect(downloads).toBe(0);
});

test('a visitor opening the download log is sent to log in, which remembers the log', async ({ app }) => {
  await app.open(PATHS.downloadLog);
  await app.expectRoute(PATHS.login);
  expect(await app.stored(STORAGE.returnTo)).toBe(PATHS.downloadLog);
});

test.describe('inside the WeChat in-app browser', () => {
  test.use({ userAgent: WECHAT_UA });

  test('a download is refused with 请在浏览器中打开下载 and nothing is downloaded', async ({ app, page, mock }) => {
    await login(page, mock, 'demo-user');
    const button = await openDownloadLog(app);
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });

    await button.click();
    await app.expectToastShown('请在浏览器中打开下载');
    expect(await mock.callsTo(DOWNLOAD_URL_CALL)).toEqual([]);
    expect(downloads).toBe(0);
  });
});
