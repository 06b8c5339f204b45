import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

test('going offline covers the page with the no-network overlay; it leaves once back online', async ({
  app,
  page,
  context,
}) => {
  await app.open(PATHS.home);
  await app.ready();
  const overlay = page.getByRole('alertdialog', { name: 'No network connection' });
  await expect(overlay).toBeHidden();

  await context.setOffline(true);
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('z-index', '10080');

  // Still offline: a retry finds no connection and the overlay stays.
  await overlay.getByRole('button', { name: 'Retry' }).click();
  await expect(overlay).toBeVisible();

  // The browser's online event is enough: the overlay leaves without another tap.
  await context.setOffline(false);
  await expect(overlay).toBeHidden();
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
});

test('code that was still on its way when the connection dropped does not take the shell down', async ({
  app,
  page,
  context,
}) => {
  // The banner carousel's code (Swiper) is fetched after the page is drawn, and on a slow line it can still
  // be in flight when the network goes: hold it until the page is offline, then let it fail the way a
  // dropped connection does.
  const carouselChunk = '**/assets/Carousel-*.js';
  const held = new Promise<Route>((resolve) => void page.route(carouselChunk, resolve, { times: 1 }));
  await app.open(PATHS.home);
  await app.ready();
  const chunk = await held;

  await context.setOffline(true);
  const overlay = page.getByRole('alertdialog', { name: 'No network connection' });
  await expect(overlay).toBeVisible();
  await chunk.abort('internetdisconnected');

  // Back online, the code is asked for again: that request is the sign the failure has been handled.
  const retried = page.waitForResponse((response) =>
    /\/assets\/Carousel-[^/?]*\.js(\?attempt=\d+)?$/.test(response.url()),
  );
  await context.setOffline(false);
  expect((await retried).ok()).toBe(true);
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The banners get their carousel after all: Swiper names each slide.
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('group', { name: '1 / 5' })).toBeAttached();
});

test("a page whose code does not arrive says so in the page's place and loads it on a second try", async ({
  app,
  page,
}) => {
  await app.open(PATHS.home);
  await app.ready();
  // The help centre's code is lost on its way once, as on a line that drops a request.
  await page.route('**/assets/HelpPage-*.js', (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Help centre' }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be shown.' });
  await expect(failure).toBeVisible();
  // The address is the page's, and the frame offers the way back and home as on any page.
  await expect(page).toHaveURL(/#\/pages\/help\/index$/);
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
  // The failure is reported as every uncaught one is (docs/behaviour.md#errors), naming the code lost.
  const report = page.getByRole('dialog', { name: '系统异常' });
  await expect(report).toContainText(/HelpPage-[^/]*\.js/);
  await report.getByRole('button', { name: '确定' }).click();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page).toHaveURL(/#\/pages\/help\/index$/);
});
