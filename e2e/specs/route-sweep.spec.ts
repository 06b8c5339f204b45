import type { Page, Response } from '@playwright/test';
import type { RouteName } from '../../web/src/lib/routes.ts';
import { runAxe } from '../fixtures/axe.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { SAMPLES, seedOf, urlOf } from '../fixtures/route-samples.ts';
import { Traffic } from '../fixtures/traffic.ts';
import { ROUTE_LIST } from '../pages/route-table.ts';

// Opens every route of the app's route table, as a visitor and as the signed-in demo user, in the three
// locales, and fails on an uncaught error, a console error, a failed request the page does not handle, a
// message key shown raw, a back button missing outside the tab bar or shown on a tab page, or (in English)
// a serious or critical accessibility violation. A route added to
// the table joins the sweep; one that needs a query to show anything names it in SAMPLES below.

/**
 * Refusals a page expects and shows as a state of its own, by route: the demo user has joined no brand, so
 * the brand centre and its edit page ask, hear "not joined" and offer to apply or join.
 */
const EXPECTED_REFUSALS: Partial<Record<RouteName, readonly string[]>> = {
  brandCentre: ['/api/h5.brand/myTeam'],
  brandEdit: ['/api/h5.brand/myTeam'],
};

const LOCALES = [
  { name: 'en', browser: 'en-US', axe: true },
  { name: 'zh-Hans', browser: 'zh-CN', axe: false },
  { name: 'zh-Hant', browser: 'zh-TW', axe: false },
] as const;

/** Text that looks like a message key (`goods.vipFree`, `catalog:listing.tAG`) rather than words. */
const RAW_KEY = /^(?:[a-z][a-zA-Z]*:)?[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+$/;

/** A file's name the page shows (an uploaded `u1.svg`), which the key pattern would take for a key. */
const FILE_NAME = /\.(?:svg|png|jpe?g|gif|webp|mp3|mp4|wav|flac|aac|zip|rar|pdf)$/i;

async function rawKeys(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      found.push(...(node.textContent ?? '').split(/\s+/).filter(Boolean));
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });
  return [...new Set(words.filter((word) => RAW_KEY.test(word) && !FILE_NAME.test(word)))];
}

/**
 * How many elements match once the count has reached what is expected, or what it still is after a while: the
 * page before may still be on screen for a moment after the network is quiet (the new page's first render).
 */
async function settledCount(page: Page, selector: string, expected: number): Promise<number> {
  const elements = page.locator(selector);
  // A count still wrong after the wait is reported by the caller with the route, not thrown here.
  await expect(elements)
    .toHaveCount(expected, { timeout: 10_000 })
    .catch(() => {});
  return elements.count();
}

/**
 * Opens the routes one after the other in one tab, as the app's own links would (the hash changes, the app
 * stays), and reports what went wrong on each. `pictures`: whether a page counts as settled only once its
 * pictures have arrived too.
 */
async function sweep(
  page: Page,
  urls: readonly { url: string; axe: boolean; refusals: readonly string[]; back: boolean }[],
  pictures: boolean,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let current = '(start)';
  let expectedRefusals: readonly string[] = [];
  // The English sweep waits for pictures too (a broken one fails it on its own route); the other languages look
  // for words, which do not wait for pictures (a list's covers load for some 300 ms after it).
  const traffic = new Traffic(page, pictures ? [] : ['image']);
  const checks: Promise<void>[] = [];
  const report = (problem: string) => {
    found[current] = [...(found[current] ?? []), problem];
  };
  page.on('pageerror', (error) => report(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Requests cut short by leaving a page (a redirect to login, a tab switch) are not failures.
    if (!reason.includes('ERR_ABORTED')) report(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response: Response) => {
    const { pathname, search } = new URL(response.url());
    if (response.status() >= 500) report(`HTTP ${response.status()}: ${pathname}`);
    if (!pathname.startsWith('/api/') || response.status() === 401) return;
    checks.push(
      response
        .json()
        .then((body: { code?: number; msg?: string }) => {
          // A visitor asked to log in (code 401) is handled by the login redirect; any other refusal means
          // the page asked for something it should not have.
          if (body.code !== 1 && body.code !== 200 && body.code !== 401 && !expectedRefusals.includes(pathname)) {
            report(`provider refused ${pathname}${search}: ${body.code} ${body.msg}`);
          }
        })
        .catch(() => {}),
    );
  });

  // The app's Content-Security-Policy (sent by the mock as by any host) refuses nothing on any route.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI} (${event.effectiveDirective})`);
    });
  });
  await page.goto('/#/pages/404/index');
  await expect(page.locator('.nav-bar__title').first()).toBeVisible();
  for (const { url, axe, refusals, back } of urls) {
    current = url;
    expectedRefusals = refusals;
    traffic.restart();
    await page.goto(`/#${url}`);
    await expect(page.locator('.nav-bar__title:visible').first()).toBeVisible();
    await traffic.quiet();
    await Promise.all(checks.splice(0));
    for (const key of await rawKeys(page)) report(`raw message key shown: ${key}`);
    // The frame's back button: on every page outside the tab bar (a visitor sent to login sees login's), on
    // no tab page.
    const backButtons = await settledCount(page, '.nav-bar__back:visible', back ? 1 : 0);
    if (back && backButtons !== 1) report(`${backButtons} back buttons where the page should have one`);
    if (!back && backButtons !== 0) report('a back button on a tab page');
    if (axe) {
      const results = await runAxe(page, { exclude: ['#launch-shell', '[hidden]'] });
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
          report(`axe ${violation.impact} ${violation.id}: ${violation.help} at ${where.join(', ')}`);
        }
      }
    }
  }
  return found;
}

test('every route of the table has a sample-query entry in the sweep', () => {
  const missing = ROUTE_LIST.map((route) => route.name).filter((name) => !(name in SAMPLES));
  expect(
    missing,
    `routes without an entry in SAMPLES of e2e/specs/route-sweep.spec.ts (null when they need no query): ${missing.join(', ')}`,
  ).toEqual([]);
});

const SESSIONS = ['visitor', 'demo user'] as const;

/**
 * How many routes one test opens at most. A whole English sweep (82 routes, axe on half of them) took over four
 * minutes on a loaded two-core machine; parts of this size take one to two and share out over both workers.
 */
const ROUTES_PER_TEST = 24;

function parts<T>(items: readonly T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size));
  // Even parts, so that no test is left with the long tail.
  const each = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * each, (i + 1) * each));
}

// The sweeps run side by side on both workers rather than one after the other on one, which made them the
// suite's longest chain. Each test has its own page and its worker's own mock.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test.describe(`route sweep in ${locale.name}`, () => {
    test.use({ locale: locale.browser });

    for (const session of SESSIONS) {
      // English sees every route both ways; the other locales check their words on the routes that show
      // content to this session (pages behind a login for the user, the others for the visitor).
      const signedIn = session === 'demo user';
      const routes = ROUTE_LIST.filter((route) => locale.axe || route.auth === signedIn);
      const split = parts(routes, ROUTES_PER_TEST);
      split.forEach((part, index) => {
        const name = split.length > 1 ? ` (part ${index + 1} of ${split.length})` : '';
        test(`every route as a ${session}${name}`, async ({ page, request, mock }) => {
          test.setTimeout(180_000);
          const seed = await seedOf(request, mock.session('demo-user'));
          if (signedIn) await login(page, mock, 'demo-user');
          // Axe looks at each page once, in English, in the session that shows its content.
          const found = await sweep(
            page,
            part.map((route) => ({
              url: urlOf(route.name, route.path, seed),
              axe: locale.axe && route.auth === signedIn,
              refusals: EXPECTED_REFUSALS[route.name] ?? [],
              back: !route.tab,
            })),
            locale.name === 'en',
          );
          expect(found, `problems by route, ${locale.name}, ${session}${name}`).toEqual({});
        });
      });
    }
  });
}
