import type { Page, Request } from '@playwright/test';
import { expect, login, test } from '../fixtures/index.ts';
import { edgesOf, intersection } from '../fixtures/overlap.ts';
import { CartPage } from '../pages/cart-page.ts';
import { PATHS } from '../pages/shop-app.ts';

// The primitives' look, measured in the browser (computed styles and boxes), not against screenshots.
// docs/behaviour.md#constants and #layers give the numbers; they are written out so a changed constant fails here.
const ROOT_FONT_DIVISOR = 23.4375;
const TAB_BAR_PX = 50;
const SELECTED_RED = 'rgb(208, 37, 43)';
const LAYERS = { toast: 10_090, noNetwork: 10_080, popup: 10_075, mask: 10_070, navbar: 980 };
const TOAST_FRAMEWORK_MS = 1500;

const rootFontPx = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test('rem scale follows the width, and a width over 960 falls back to the 375 px design', async ({ app, page }) => {
  await app.open(PATHS.home);
  await app.ready();
  const height = page.viewportSize()?.height ?? 800;
  for (const width of [320, 414, 960]) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(width / ROOT_FONT_DIVISOR, 2);
  }
  // Not clamped to 960: over it, the phone design size (16 px) comes back.
  await page.setViewportSize({ width: 961, height });
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(16, 2);
});

test('tab bar: 50 px, the current tab red and the others not, above the page on the navbar layer', async ({
  app,
  page,
}) => {
  await app.open(PATHS.category);
  await app.ready();
  expect(await app.tabBar.evaluate((bar) => bar.clientHeight)).toBe(TAB_BAR_PX);
  await expect(app.tabBar).toHaveCSS('z-index', String(LAYERS.navbar));
  await expect(app.tab('Category')).toHaveCSS('color', SELECTED_RED);
  for (const other of ['VIP', 'Home', 'Cart', 'User centre']) {
    await expect(app.tab(other)).not.toHaveCSS('color', SELECTED_RED);
  }
  // Pinned to the bottom of the viewport.
  const box = await app.tabBar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
});

test('safe-area insets pad the nav bar and the tab bar', async ({ app, page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
  try {
    await app.open(PATHS.home);
    await app.ready();
    await expect(app.tabBar).toHaveCSS('padding-bottom', '34px');
    await expect(page.locator('.nav-bar').first()).toHaveCSS('padding-top', '47px');
    // The bar itself stays 50 px; the inset comes on top of it.
    expect(await app.tabBar.evaluate((bar) => bar.clientHeight)).toBe(TAB_BAR_PX + 34);
  } finally {
    // The worker's next test gets this page back (`reuseContext`, playwright.config.ts), which does not undo
    // overrides made through the protocol: leaving the session ends them.
    await cdp.detach();
  }
});

test('layers: toast above no-network above dialog above mask', async ({ app, page, mock, context }) => {
  await login(page, mock, 'demo-user');
  await app.open(PATHS.cart);
  const cart = new CartPage(page);
  await expect(cart.lines.first()).toBeVisible();

  await cart.lines.first().getByRole('checkbox').check();
  await cart.deleteSelected.click();
  await expect(app.dialog).toHaveCSS('z-index', String(LAYERS.popup));
  await expect(page.locator('.mask')).toHaveCSS('z-index', String(LAYERS.mask));
  await app.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.dialog).toHaveCount(0);

  await cart.lines.first().getByRole('checkbox').uncheck();
  await cart.checkout.click();
  await expect(app.toast).toHaveCSS('z-index', String(LAYERS.toast));

  await context.setOffline(true);
  const overlay = page.getByRole('alertdialog', { name: 'No network connection' });
  await expect(overlay).toHaveCSS('z-index', String(LAYERS.noNetwork));
  // The overlay covers the whole viewport, tab bar included.
  const box = await overlay.boundingBox();
  expect(box && { x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
    x: 0,
    y: 0,
    ...page.viewportSize(),
  });
  await context.setOffline(false);
  await expect(overlay).toHaveCount(0);
});

test('the loading indicator of an open request sits on the toast layer', async ({ app, page }) => {
  // Home's banners are held so a request stays open for as long as the test needs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route(
      '**/api/h5.Banner*',
      async (route) => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        await route.continue();
      },
      { times: 1 },
    );
  });
  await app.open(PATHS.home);
  await held;
  await expect(app.loading).toHaveCSS('z-index', String(LAYERS.toast));
  release();
  await expect(app.loading).toHaveCount(0);
});

test('a toast lasts 1500 ms, and a new one replaces it and starts the time again', async ({ app, page }) => {
  // Jumping the clock fires the time-out of any request still on its way (the launch extras come after the
  // page): the jump waits until none is.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await page.clock.install();
  await app.open(PATHS.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect.poll(() => inFlight.size, { message: 'requests on their way' }).toBe(0);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(app.toast).toHaveText('Please enter your phone number');
  await page.clock.runFor(TOAST_FRAMEWORK_MS - 1);
  await expect(app.toast).toHaveText('Please enter your phone number');
  await page.clock.runFor(1);
  await expect(app.toast).toHaveText('');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(app.toast).toHaveText('Please enter your phone number');
  await page.clock.runFor(1000);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(app.toast).toHaveText('Please enter a valid phone number');
  // The first toast would have ended 500 ms from now; the replacement runs its own 1500 ms.
  await page.clock.runFor(TOAST_FRAMEWORK_MS - 1);
  await expect(app.toast).toHaveText('Please enter a valid phone number');
  await page.clock.runFor(1);
  await expect(app.toast).toHaveText('');
});

test("the checkout's payment choices stay clear of the floating help button, at rest and scrolled to the end", async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-user');
  await app.open(`${PATHS.confrimOrder}?goods_id=265`);
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const clashes = async () => {
    // The button slides aside while the page is read downwards and back once it stops: measured where it rests.
    await expect(app.helpButton).toBeInViewport({ ratio: 1 });
    const help = await app.helpButton.boundingBox();
    const found: string[] = [];
    for (const radio of await radios.all()) {
      const box = await radio.boundingBox();
      if (!help || !box) continue;
      const { width, height } = intersection(edgesOf(help), edgesOf(box));
      if (width > 0 && height > 0) found.push(`${await radio.getAttribute('value')}: ${width} x ${height} px`);
    }
    return found;
  };
  expect(await radios.count()).toBeGreaterThan(2);
  expect(await clashes(), 'at rest').toEqual([]);
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(() => page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  expect(await clashes(), 'scrolled to the end').toEqual([]);
});
