import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// The global config call is made on every page load, before anything else the page asks for.
const CONFIG_CALL = '/api/h5.Index/setSystemInfo';
const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_MESSAGE = 'The connection timed out, click the screen to try again.';

test('an HTTP 500 error page shows the text of its first h1 as a toast', async ({ app, mock }) => {
  await mock.scenario({
    path: CONFIG_CALL,
    times: 1,
    httpStatus: 500,
    html: '<html><body><h1> 服务器开小差了 Server hiccup </h1><h1>second heading</h1><p>trace</p></body></html>',
  });
  await app.open(PATHS.help);
  await app.expectToastShown('服务器开小差了 Server hiccup');
  await expect(app.loading).toBeHidden();
});

test('a call without an answer for 30 s covers the screen with the time-out message', async ({ app, page, mock }) => {
  // The mock holds the answer far beyond the client's time-out; the page's clock is moved instead.
  await mock.scenario({ path: CONFIG_CALL, times: 1, delayMs: 90_000 });
  await page.clock.install();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === CONFIG_CALL);
  await app.open(PATHS.help);
  await sent;
  await app.ready();
  const layer = page.getByRole('alertdialog', { name: TIMEOUT_MESSAGE });
  await expect(layer).toBeHidden();

  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expect(layer).toBeVisible();
  await expect(layer.getByRole('button', { name: TIMEOUT_MESSAGE })).toBeFocused();
  await expect(app.loading).toBeHidden();
});

test('a network failure closes the loading indicator and shows nothing', async ({ app, page, mock }) => {
  // Held long enough for the loading indicator (200 ms delay) to appear, then the connection drops.
  // Chromium silently retries (several times) a request whose reused keep-alive connection closed without
  // an answer, so every retry is dropped as well.
  await mock.scenario({ path: CONFIG_CALL, times: 20, delayMs: 400, drop: true });
  const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === CONFIG_CALL);
  await app.open(PATHS.help);
  await expect(app.loading).toBeVisible();
  await failed;
  await mock.clearScenarios();
  await expect(app.loading).toBeHidden();
  await expect(app.toast).toHaveText('');
  await expect(app.dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
});
