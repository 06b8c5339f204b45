import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import type { MockControl } from '../fixtures/mock.ts';
import { PATHS } from '../pages/shop-app.ts';
import { Finger } from '../pages/touch.ts';

// docs/behaviour.md#constants: range 150 and height 70 at the 375 px base width, growing with the rem scale.
const RANGE_AT_BASE_PX = 150;
const BASE_WIDTH_PX = 375;

// What Home shows comes from these calls (the Home section queries in web/src/entities).
const HOME_PATHS = new Set([
  '/api/h5.Banner',
  '/api/h5.notice',
  '/api/h5.Index/statistics',
  '/api/h5.index/top_music',
  '/api/h5.index/today_musics',
  '/api/h5.index/getPresaleList',
  '/api/h5.Single/get_writer',
  '/api/h5.index/circle',
]);

/** How often the app asked the provider for each of Home's calls (path and query). */
async function homeCalls(mock: MockControl): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const entry of await mock.journal(500)) {
    if (!HOME_PATHS.has(entry.path)) continue;
    const key = `${entry.path}?${entry.query}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

test('pull-to-refresh on Home: pulling, release, refreshing, done, and every Home call asked again', async ({
  app,
  page,
  mock,
}) => {
  await app.open(PATHS.home);
  await app.ready();
  const area = page.locator('.tab-page:not([hidden]) .pull-refresh');
  const indicator = area.getByRole('status');
  await expect(area).toHaveAttribute('data-state', 'idle');
  // Sections below the first screen ask for their data as they come near it: scrolled through once, Home
  // has asked for all of it.
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return new Set([...(await homeCalls(mock)).keys()].map((key) => key.split('?')[0]));
    })
    .toEqual(HOME_PATHS);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const before = await homeCalls(mock);

  // Every text the indicator shows, however briefly, in order.
  await indicator.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { pullTexts: string[] }).pullTexts = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });

  const width = await page.evaluate(() => window.innerWidth);
  const range = (RANGE_AT_BASE_PX * width) / BASE_WIDTH_PX;
  const box = await area.boundingBox();
  if (!box) throw new Error('the pull-to-refresh area is not laid out');
  const x = box.x + box.width / 2;
  const y = box.y + 40;

  // Released before the range: nothing is asked for.
  let finger = await Finger.down(page, x, y);
  await finger.moveBy(range / 3);
  await expect(area).toHaveAttribute('data-state', 'pulling');
  await expect(indicator).toHaveText('Pull down to refresh');
  await finger.up();
  await expect(area).toHaveAttribute('data-state', 'idle');
  expect(await homeCalls(mock)).toEqual(before);

  // The banners' answer is held, so the refreshing state can be seen before it ends.
  let releaseBanners: () => void = () => undefined;
  const bannersHeld = new Promise<Route>((resolve) => {
    void page.route(
      '**/api/h5.Banner*',
      async (route) => {
        resolve(route);
        await new Promise<void>((release) => {
          releaseBanners = release;
        });
        await route.continue();
      },
      { times: 1 },
    );
  });

  finger = await Finger.down(page, x, y);
  await finger.moveBy(range / 2);
  await expect(indicator).toHaveText('Pull down to refresh');
  const pulled = await indicator.evaluate((element) => element.getBoundingClientRect().height);
  expect(pulled).toBeGreaterThan(0);
  await finger.moveBy(range / 2 + 20);
  await expect(area).toHaveAttribute('data-state', 'reached');
  await expect(indicator).toHaveText('Release to refresh');
  await finger.up();

  await expect(area).toHaveAttribute('data-state', 'refreshing');
  await expect(indicator).toHaveText('Refreshing…');
  await bannersHeld;
  releaseBanners();
  await expect(area).toHaveAttribute('data-state', 'idle');
  await expect(indicator).toHaveText('');

  const texts = await page.evaluate(() => (window as unknown as { pullTexts: string[] }).pullTexts);
  const order = ['Pull down to refresh', 'Release to refresh', 'Refreshing…', 'Refreshed', ''];
  expect(texts.filter((text) => order.includes(text)).slice(-order.length)).toEqual(order);

  // Every call Home made is made again, once.
  const after = await homeCalls(mock);
  for (const [path, count] of before) expect(after.get(path), path).toBe(count + 1);
});
