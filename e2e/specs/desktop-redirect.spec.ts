import { devices } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { MAIN_SITE_URL } from '../fixtures/ports.ts';
import { PATHS } from '../pages/shop-app.ts';

const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
test.use(desktop);

test('a desktop browser is sent to the main site before the shop starts', async ({ app, page, mock }) => {
  let mainSiteRequests = 0;
  await page.route(`${MAIN_SITE_URL}**`, async (route) => {
    mainSiteRequests += 1;
    await route.fulfill({ contentType: 'text/html', body: '<title>Main site</title><h1>DJ Shop main site</h1>' });
  });

  await app.open(PATHS.cart);

  await expect(page).toHaveURL(MAIN_SITE_URL);
  await expect(page.getByRole('heading', { name: 'DJ Shop main site' })).toBeVisible();
  expect(mainSiteRequests).toBe(1);
  // The redirect happens before start-up: the shop never asked its provider for anything. Only this browser's
  // requests count: a phone page of the worker's test before may still have had a call on its way.
  const fromThisBrowser = (await mock.journal()).filter(
    (entry) => entry.path.startsWith('/api/') && entry.headers['user-agent'] === desktop.userAgent,
  );
  expect(fromThisBrowser).toEqual([]);
});
