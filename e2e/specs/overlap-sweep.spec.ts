import type { APIRequestContext, Page } from '@playwright/test';
import { seedCrate } from '../fixtures/crate.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { SAMPLES, type Seed, seedOf, urlOf } from '../fixtures/route-samples.ts';
import { ROUTE_LIST } from '../pages/route-table.ts';

// No control covers another (docs/behaviour.md#layers): on every route of the route table, the controls that
// stay on screen as the page scrolls (fixed or sticky: the help button, the crate's link, the mini player, the
// tab bar, a page's action, cart or checkout bar, the toast) must not intersect, or one takes the taps meant
// for the other. A route added to the table joins the sweep through SAMPLES (fixtures/route-samples.ts).

/** A fixed or sticky control on screen, as the page lays it out. */
interface Placed {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Every visible fixed or sticky element that is not inside another one, except the full-screen layers (a
 * mask, a viewer, the no-network page: they cover the page by design) and layers that let every tap through
 * (the toast's frame, whose toast is a control of its own).
 */
function placedControls(page: Page): Promise<Placed[]> {
  return page.evaluate(() => {
    const pinned = (element: Element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position);
    const found: Placed[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!pinned(element)) continue;
      let parent = element.parentElement;
      while (parent && !pinned(parent)) parent = parent.parentElement;
      if (parent) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const top = Math.max(box.top, 0);
      const right = Math.min(box.right, innerWidth);
      const bottom = Math.min(box.bottom, innerHeight);
      if (right - left < 1 || bottom - top < 1) continue;
      if (box.width >= innerWidth * 0.9 && box.height >= innerHeight * 0.6) continue;
      const targets = element.querySelectorAll('*');
      const toast = element.querySelector('.toast');
      if (style.pointerEvents === 'none' && toast) {
        const inner = toast.getBoundingClientRect();
        found.push({ name: '.toast', left: inner.left, top: inner.top, right: inner.right, bottom: inner.bottom });
        continue;
      }
      if (style.pointerEvents === 'none' && targets.length === 0) continue;
      const label = element.getAttribute('aria-label');
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      const name = `${element.tagName.toLowerCase()}${classes.join('')}${label ? ` "${label}"` : ''}`;
      found.push({ name, left, top, right, bottom });
    }
    return found;
  });
}

/** Each pair of controls that intersect, with the overlap's size. */
function overlaps(controls: readonly Placed[]): string[] {
  const found: string[] = [];
  controls.forEach((a, index) => {
    for (const b of controls.slice(index + 1)) {
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // Sub-pixel rounding of two edges that touch is not a cover.
      if (width > 0.5 && height > 0.5)
        found.push(`${a.name} and ${b.name} intersect (${width.toFixed(0)} x ${height.toFixed(0)} px)`);
    }
  });
  return found;
}

/** Opens each route in turn in one tab (the app stays, so the player plays on) and lists what covers what. */
async function sweep(page: Page, seed: Seed, routes: typeof ROUTE_LIST): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    const url = urlOf(route.name, route.path, seed);
    await page.goto(`/#${url}`);
    await expect(page.locator('.nav-bar__title:visible').first()).toBeVisible();
    // The page's data has come: no list or block still shows its skeleton (an action bar comes with the data).
    await expect(page.locator('[aria-busy="true"]:not(button):visible, .skeleton:visible'))
      .toHaveCount(0, { timeout: 5_000 })
      .catch(() => {});
    // Measured once the controls stand still: what the page's data brought (an action bar) is laid out and the
    // floating buttons' slide back into view (0.2 s) is over.
    let before = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await placedControls(page));
          const still = now === before;
          before = now;
          return still;
        },
        { intervals: [100], timeout: 10_000 },
      )
      .toBe(true);
    const problems = overlaps(JSON.parse(before));
    if (problems.length > 0) found[url] = problems;
  }
  return found;
}

/**
 * Puts a track in the crate, so its link floats on the pages, and, with `play`, starts it playing, so the mini
 * player is on screen (the crate's link then sits in the player).
 */
async function crate(page: Page, seed: Seed, request: APIRequestContext, play: boolean) {
  const body = await (await request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  await seedCrate(page, body.data.data);
  await page.goto(`/#${urlOf('singleDetail', ROUTE_LIST.find((r) => r.name === 'singleDetail')?.path ?? '', seed)}`);
  if (play) {
    await page.locator('.preview__button').click();
    await expect(page.locator('.mini-player')).toBeVisible();
  } else {
    await expect(page.locator('.crate-link--floating')).toBeVisible();
  }
}

/** The pages with a bar of their own, and the tab pages. */
const BARRED = ROUTE_LIST.filter(
  (route) => route.tab || /Detail$|^(cart|confrimOrder|confrimObjectOrder|play|crate)$/.test(route.name),
);

// Every route once, in the case with the most on screen; the other cases on the pages with bars (the whole table
// in each took about a minute more of the journeys' time on two cores).
const PLANS = [
  // Signed in, with a crate and a track playing, at the narrowest width.
  { locale: 'zh-CN', width: 360, signedIn: true, crate: true, play: true, routes: ROUTE_LIST },
  // A visitor with a crate and nothing playing: its link floats in the column above the help button.
  { locale: 'en-US', width: 390, signedIn: false, crate: true, play: false, routes: BARRED },
  // Signed in, no crate, nothing playing.
  { locale: 'zh-TW', width: 360, signedIn: true, crate: false, play: false, routes: BARRED },
] as const;

test.describe.configure({ mode: 'parallel' });

test('the sweep knows every route of the table', () => {
  expect(ROUTE_LIST.map((route) => route.name).filter((name) => !(name in SAMPLES))).toEqual([]);
});

for (const plan of PLANS) {
  const who = `${plan.signedIn ? 'signed in' : 'a visitor'}, ${plan.crate ? 'a crate' : 'no crate'}, ${plan.play ? 'a track playing' : 'nothing playing'}`;
  test.describe(`${plan.locale} at ${plan.width} px, ${who}`, () => {
    test.use({ locale: plan.locale, viewport: { width: plan.width, height: 780 } });

    test(`no two fixed controls intersect on ${plan.routes.length} routes`, async ({ page, request, mock }) => {
      test.setTimeout(180_000);
      const seed = await seedOf(request, mock.session('demo-user'));
      if (plan.signedIn) await login(page, mock, 'demo-user');
      if (plan.crate) await crate(page, seed, request, plan.play);
      else await page.goto('/#/pages/404/index');
      const found = await sweep(page, seed, plan.routes);
      expect(found, `controls covering each other, by route (${plan.locale}, ${plan.width} px, ${who})`).toEqual({});
    });
  });
}
