import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { RouteName } from '../../web/src/lib/routes.ts';
import { runAxe, WCAG_A_AA } from '../fixtures/axe.ts';
import { seedCrate } from '../fixtures/crate.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { brokenLabels } from '../fixtures/labels.ts';
import { coveringControls } from '../fixtures/overlap.ts';
import { SAMPLES, type Seed, seedOf, urlOf } from '../fixtures/route-samples.ts';
import { Traffic } from '../fixtures/traffic.ts';
import { ROUTE_LIST } from '../pages/route-table.ts';
import { arrived } from '../pages/shop-app.ts';

// Opens every route of the app's route table in plans (a language, a session, a width, a crate or none) and
// fails on an uncaught error, a console error, a failed request the page does not handle, a message key shown
// raw, a back button missing outside the tab bar or shown on a tab page, an accessibility violation (each page
// once: WCAG 2 A and AA at every impact, the other rules serious or critical), and, where the plan measures
// layout, two fixed controls covering each other (fixtures/overlap.ts). A route added to the table joins the sweep; one that needs a query to show anything
// names it in SAMPLES (fixtures/route-samples.ts).

/**
 * Refusals a page expects and shows as a state of its own, by route: the demo user has joined no brand, so
 * the brand centre and its edit page ask, hear "not joined" and offer to apply or join.
 */
const EXPECTED_REFUSALS: Partial<Record<RouteName, readonly string[]>> = {
  brandCentre: ['/api/h5.brand/myTeam'],
  brandEdit: ['/api/h5.brand/myTeam'],
};

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
 * stays), and reports what went wrong on each. `unwaited`: the kinds of request a page does not wait for to
 * count as settled (pictures, where a plan looks for words; the playing track).
 */
async function sweep(
  page: Page,
  urls: readonly { url: string; axe: boolean; refusals: readonly string[]; back: boolean }[],
  { unwaited, overlap }: { unwaited: readonly string[]; overlap: boolean },
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let current = '(start)';
  let expectedRefusals: readonly string[] = [];
  const traffic = new Traffic(page, unwaited);
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
    await arrived(page);
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
        // Serious and critical findings of every rule, and WCAG 2 A and AA findings at every impact (which the
        // account pages had in a journey of their own, 10 s of a worker, for what this visit already looks at).
        const wcag = violation.tags.some((tag) => WCAG_A_AA.includes(tag));
        if (wcag || violation.impact === 'serious' || violation.impact === 'critical') {
          const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
          report(`axe ${violation.impact} ${violation.id}: ${violation.help} at ${where.join(', ')}`);
        }
      }
    }
    if (overlap) {
      for (const problem of await coveringControls(page)) report(problem);
      for (const problem of await brokenLabels(page)) report(problem);
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

test('the overlap check finds two fixed controls that cover each other, and only those', async ({ page }) => {
  await page.goto('/#/pages/404/index');
  await expect(page.locator('.nav-bar__title').first()).toBeVisible();
  await page.evaluate(() => {
    // Styled through the DOM's style object: the app's Content-Security-Policy drops a style attribute.
    const add = (parent: Element, label: string, style: Partial<CSSStyleDeclaration>) => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', label);
      Object.assign(button.style, { position: 'fixed', width: '40px', height: '40px' }, style);
      parent.append(button);
      return button;
    };
    add(document.body, 'first', { left: '10px', top: '300px' });
    add(document.body, 'second', { left: '30px', top: '320px' });
    // Not displayed, or moving with a pinned control of its own: neither is a control on its own.
    const hidden = document.createElement('div');
    hidden.style.display = 'none';
    document.body.append(hidden);
    add(hidden, 'hidden', { left: '10px', top: '300px' });
    const bar = add(document.body, 'bar', { left: '200px', top: '300px', width: '100px' });
    add(bar, 'in bar', { position: 'sticky', left: '0' });
  });
  expect(await coveringControls(page)).toEqual(['button "first" and button "second" intersect (20 x 20 px)']);
});

test('the label check finds a button whose words break over two lines, and only that one', async ({ page }) => {
  await page.goto('/#/pages/404/index');
  await expect(page.locator('.nav-bar__title').first()).toBeVisible();
  await page.evaluate(() => {
    const add = (text: string, width: string, hidden?: string) => {
      const button = document.createElement('button');
      button.className = 'btn';
      button.style.width = width;
      button.append(text);
      if (hidden) {
        const span = document.createElement('span');
        span.className = 'visually-hidden';
        span.textContent = hidden;
        button.append(span);
      }
      document.querySelector('main')?.prepend(button);
    };
    add('Buy Quarterly VIP', '80px');
    // On one line: a label that fits, and one whose words for screen readers alone would take many.
    add('Buy', '80px', 'Quarterly VIP, 78 yuan for 90 days');
    add('开通 Monthly VIP', '240px');
  });
  const found = await brokenLabels(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^button "Buy Quarterly VIP" breaks its label over [2-9] lines$/);
});

type RouteEntry = (typeof ROUTE_LIST)[number];

/** The pages with a bar of their own, and the tab pages: where fixed controls crowd. */
const BARRED = ROUTE_LIST.filter(
  (route) => route.tab || /Detail$|^(cart|confrimOrder|confrimObjectOrder|play|crate)$/.test(route.name),
);

interface Plan {
  language: 'en' | 'zh-Hans' | 'zh-Hant';
  browser: 'en-US' | 'zh-CN' | 'zh-TW';
  signedIn: boolean;
  /** The viewport's width (780 px high), or the Pixel 7's own screen. */
  width?: 360 | 390;
  /** A track in the crate, so that its link floats on the pages, and with `playing` the mini player on screen. */
  crate: 'none' | 'kept' | 'playing';
  routes: readonly RouteEntry[];
  /** What the routes are, in the tests' names. */
  routesNamed: string;
  /** Axe looks at each page once, in the session that shows its content. */
  axe: (route: RouteEntry) => boolean;
  overlap: boolean;
}

/**
 * English sees every page a visitor may see, with axe on each; a route behind login sends a visitor to login's
 * page on every one of them by one rule of the router, which web/src/app/route-guard.test.ts checks route by route
 * (opening them here as a visitor showed login's page 34 times, some 30 s of the two workers' time). Simplified
 * Chinese every route signed in, with the most on screen at the narrowest width, and axe on the pages behind
 * login, which only it shows; Traditional Chinese the crowded pages at the narrowest width, signed in with
 * nothing floating. The three locale files hold the same keys (web/src/locales/locales.test.ts) and a missing
 * one would show the English string, not a key, so opening each route in a third language found nothing the
 * locale test and these plans do not. Axe's rules look at roles,
 * names, contrast and structure, which the language does not change: an English pass over the pages behind
 * login (34 visits, some 25 s of the two workers' time) found nothing the Chinese one does not, so English opens
 * them without axe, at the narrowest width, for what the language does change: its longer words, which broke
 * the points page's two buttons in two at 360 px (fixtures/labels.ts).
 */
const PLANS: readonly Plan[] = [
  {
    language: 'en',
    browser: 'en-US',
    signedIn: false,
    width: 390,
    crate: 'kept',
    routes: ROUTE_LIST.filter((route) => !route.auth),
    routesNamed: 'the routes a visitor may open',
    axe: () => true,
    overlap: true,
  },
  {
    language: 'en',
    browser: 'en-US',
    signedIn: true,
    width: 360,
    crate: 'none',
    routes: ROUTE_LIST.filter((route) => route.auth),
    routesNamed: 'the routes behind login',
    axe: () => false,
    overlap: true,
  },
  {
    language: 'zh-Hans',
    browser: 'zh-CN',
    signedIn: true,
    width: 360,
    crate: 'playing',
    routes: ROUTE_LIST,
    routesNamed: 'every route',
    // The pages behind login, and the user centre, whose account a visitor does not see.
    axe: (route) => route.auth || route.name === 'user',
    overlap: true,
  },
  {
    language: 'zh-Hant',
    browser: 'zh-TW',
    signedIn: true,
    width: 360,
    crate: 'none',
    routes: BARRED,
    routesNamed: `${BARRED.length} crowded routes`,
    axe: () => false,
    overlap: true,
  },
];

/** Puts a track in the crate and, with `playing`, starts it from its page, so the mini player is on screen. */
async function fillCrate(page: Page, seed: Seed, request: APIRequestContext, playing: boolean) {
  const body = await (await request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  await seedCrate(page, body.data.data);
  const detail = ROUTE_LIST.find((route) => route.name === 'singleDetail');
  await page.goto(`/#${urlOf('singleDetail', detail?.path ?? '', seed)}`);
  if (playing) {
    await page.locator('.preview__button').click();
    await expect(page.locator('.mini-player')).toBeVisible();
  } else {
    await expect(page.locator('.crate-link--floating')).toBeVisible();
  }
}

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

// The parts run one after the other on one worker while the other worker runs the rest of the suite. Each visit
// mostly waits (for the page's requests to end, for the checks' answers), so two workers both sweeping left a
// quarter of the two cores idle for a minute and a half; beside the other journeys' work that time is used. The
// sweep (some 140 s of one worker) is no longer the suite's longest chain, which it was when both workers shared it.

for (const plan of PLANS) {
  const who = `${plan.signedIn ? 'the demo user' : 'a visitor'}${plan.crate === 'none' ? '' : plan.crate === 'kept' ? ', a crate' : ', a track playing'}`;
  const size = plan.width ? ` at ${plan.width} px` : '';
  test.describe(`route sweep in ${plan.language}${size}, ${who}`, () => {
    test.use({
      locale: plan.browser,
      ...(plan.width ? { viewport: { width: plan.width, height: 780 } } : {}),
    });
    const split = parts(plan.routes, ROUTES_PER_TEST);
    split.forEach((part, index) => {
      const name = split.length > 1 ? ` (part ${index + 1} of ${split.length})` : '';
      test(`${plan.routesNamed}${name}`, async ({ page, request, mock }) => {
        test.setTimeout(180_000);
        const seed = await seedOf(request, mock.session('demo-user'));
        if (plan.signedIn) await login(page, mock, 'demo-user');
        if (plan.crate !== 'none') await fillCrate(page, seed, request, plan.crate === 'playing');
        const found = await sweep(
          page,
          part.map((route) => ({
            url: urlOf(route.name, route.path, seed),
            axe: plan.axe(route),
            refusals: EXPECTED_REFUSALS[route.name] ?? [],
            back: !route.tab,
          })),
          {
            // English waits for pictures too (a broken one fails it on its own route); the other languages look
            // for words, which do not wait for pictures (a list's covers load for some 300 ms after it). A crate's
            // track is loaded by the player's audio element, whose request stays open across the pages.
            unwaited: [...(plan.language === 'en' ? [] : ['image']), ...(plan.crate === 'none' ? [] : ['media'])],
            overlap: plan.overlap,
          },
        );
        expect(found, `problems by route, ${plan.language}${size}, ${who}${name}`).toEqual({});
      });
    });
  });
}
