import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { MAIN_SITE_URL } from '../fixtures/ports.ts';
import { Traffic } from '../fixtures/traffic.ts';
import { ROUTE_LIST } from '../pages/route-table.ts';
import { PATHS } from '../pages/shop-app.ts';

// docs/behaviour.md#security: the app follows no URL it is handed unless the URL rule allows it, and it runs under the
// Content-Security-Policy the mock sends, without a single violation on any route (launches here, every
// route in the route sweep).

/** Every CSP violation the page meets from now on: the DOM event and the console's report. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const REFUSAL = 'This link leads somewhere the app does not go, so it was not opened.';
const CROSS = PATHS.cross;

test.describe('the cross page', () => {
  for (const target of ['https://example.invalid/', 'javascript:alert(1)', '//example.invalid', '/\\example.invalid']) {
    test(`stays in the app and says so for ${target}`, async ({ app, page, baseURL }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });

      await app.open(`${CROSS}?url=${encodeURIComponent(target)}`);

      await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
      await expect(app.toast).toContainText(REFUSAL);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      await app.expectRoute(`${CROSS}?url=${encodeURIComponent(target)}`);
      expect(dialogs, 'a script ran').toBe(0);
      expect(warnings.some((text) => text.startsWith('Refused a navigate URL'))).toBe(true);

      // The page still works: its button goes home.
      await page.getByRole('button', { name: 'Back to home' }).click();
      await app.expectRoute(PATHS.root);
    });
  }

  test('follows an in-app route and the main site', async ({ app, page }) => {
    await app.open(`${CROSS}?url=${encodeURIComponent(PATHS.help)}`);
    await app.expectRoute(PATHS.help);

    let mainSiteRequests = 0;
    await page.route(`${MAIN_SITE_URL}**`, async (route) => {
      mainSiteRequests += 1;
      await route.fulfill({ contentType: 'text/html', body: '<title>Main site</title><h1>DJ Shop main site</h1>' });
    });
    await app.open(`${CROSS}?url=${encodeURIComponent(`${MAIN_SITE_URL}sale`)}`);
    await expect(page).toHaveURL(`${MAIN_SITE_URL}sale`);
    expect(mainSiteRequests).toBe(1);
  });
});

test.describe('the Content-Security-Policy', () => {
  // A launch of the app (start-up, the launch popup, the first page) as a visitor and signed in, then each tab
  // page, login, help and the cross page refusing, as the app's links reach them (the hash changes). The launch
  // popup is the same on every page (the provider's list takes no page), and every route of the table is
  // opened under the same policy by the route sweep, which fails on any violation it reports
  // (route-sweep.spec.ts): a launch on each tab here (fifteen in all) found nothing those do not.
  const TABS = ROUTE_LIST.filter((route) => route.tab).map((route) => route.path);
  const ROUTES = [...TABS, PATHS.login, PATHS.helpCache, `${CROSS}?url=${encodeURIComponent('javascript:alert(1)')}`];

  test.use({ launchPopups: true });

  test('is sent with the app, and no route breaks it, signed in or not', async ({ app, page, mock }) => {
    const violations = await collectViolations(page);
    const traffic = new Traffic(page);

    const document = await page.request.get('/');
    expect(document.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(document.headers()['x-content-type-options']).toBe('nosniff');
    expect(document.headers()['referrer-policy']).toBe('same-origin');

    for (const signedIn of [false, true]) {
      if (signedIn) {
        const token = await mock.session('demo-vip');
        await page.evaluate((value) => window.localStorage.setItem('djshop.token', value), token);
        // A launch again: what a session changes at start-up (the user's details, the members' popups).
        await page.goto('about:blank');
      }
      for (const route of signedIn ? TABS : ROUTES) {
        traffic.restart();
        await app.open(route);
        await expect(page.locator('.nav-bar__title:visible').first()).toBeVisible();
        // Let the page's requests, images and the popup's pictures land before the next route.
        await traffic.quiet();
        expect(violations, `${route} (${signedIn ? 'signed in' : 'visitor'})`).toEqual([]);
      }
    }
    // The sweep reached the provider: its journal holds the pages' calls, the signed-in ones with a token, and
    // the app was started twice, each time asking for the launch popups.
    const calls = await mock.journal(500);
    expect(calls.some((entry) => entry.path === '/api/h5.user/userInfo' && entry.headers.token)).toBe(true);
    expect(calls.filter((entry) => entry.path === '/api/h5.index/getPopup')).toHaveLength(2);
  });

  test('stops another site from framing the app', async ({ app, page }) => {
    await app.open(PATHS.home);
    const blocked = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = '/';
          frame.addEventListener('load', () => {
            // A blocked frame holds the browser's error page, which the app's document cannot read.
            const inner = frame.contentDocument;
            resolve(!inner || inner.getElementById('root') === null);
          });
          document.body.append(frame);
        }),
    );
    expect(blocked).toBe(true);
  });

  test('/docs and the payment page run under theirs, and the payment page still pays', async ({ page, mock }) => {
    test.slow();
    const violations = await collectViolations(page);
    await page.goto('/docs');
    // Swagger UI parses its 1 MB bundle and then renders the whole contract (119 operations) before its title:
    // on a two-core machine running two journeys that took over 15 s.
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(violations, '/docs').toEqual([]);

    // A WeChat payment of an item demo-user does not own yet, made past the app.
    const token = await mock.session('demo-user');
    const headers = { token };
    const today = (await (await page.request.get('/api/h5.index/today_musics?limit=50', { headers })).json()) as {
      data: { data: { id: number; goods_type: string }[] };
    };
    let order: { order_sn: string } | undefined;
    for (const goods of today.data.data.filter((g) => g.goods_type === 'music' || g.goods_type === 'pack')) {
      const created = (await (
        await page.request.post('/api/h5.order/create', { headers, data: { goods_id: goods.id } })
      ).json()) as { code: number; data: { order_sn: string } };
      if (created.code === 1) {
        order = created.data;
        break;
      }
    }
    if (!order) throw new Error('demo-user owns every item of today');
    const pay = (await (
      await page.request.post('/api/h5.order/pay', { headers, data: { order_sn: order.order_sn, pay_type: 'wechat' } })
    ).json()) as { data: { pay_url: string } };

    await page.goto(`${pay.data.pay_url}?return=${encodeURIComponent(`/#${PATHS.help}`)}`);
    await expect(page.getByRole('heading', { name: '微信支付 WeChat Pay' })).toBeVisible();
    // The page's inline stylesheet applied: its hash is in the policy.
    const radius = await page.evaluate(() => getComputedStyle(document.querySelector('main') as Element).borderRadius);
    expect(radius).toBe('12px');
    await page.getByRole('button', { name: '确认支付 Confirm payment' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${PATHS.help}`);
    expect(violations, 'payment page').toEqual([]);
    const status = (await (
      await page.request.get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, { headers })
    ).json()) as { data: { paid: boolean } };
    expect(status.data.paid).toBe(true);
  });
});
