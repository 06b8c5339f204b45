import type { RouteName } from '../../web/src/lib/routes.ts';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

/** Home's entries: the entry's name, its route and the contract operation the page lists. */
const ENTRIES: readonly [string, RouteName, string][] = [
  ['Top sales', 'topList', '/api/h5.index/top_music'],
  ['Today', 'dayList', '/api/h5.index/today_musics'],
  ['Packs', 'selectedMusicPack', '/api/h5.index/selectedMusicPack'],
  ['Sets', 'suiteList', '/api/h5.index/suiteList'],
  ['Producers', 'singleMusic', '/api/h5.index/singleMusic'],
  ['DJ singles', 'dJSingle', '/api/h5.index/djSingle'],
  ['Teaching', 'dJTeaching', '/api/h5.index/teaching'],
  ['VIP', 'vipList', '/api/h5.index/vipList'],
  ['Welfare', 'welfareCenter', '/api/h5.index/welfare'],
  ['Vocal tags', 'tAG', '/api/h5.index/tagList'],
  ['Sound & light', 'soundLight', '/api/h5.index/soundLight'],
  ['Logos', 'stageNameLogo', '/api/h5.index/stageNameLogo'],
  ['Software', 'software', '/api/h5.index/software'],
];

test('each listing is reached from Home and shows its own operation’s goods', async ({ page, app, request }) => {
  await app.open(PATHS.home);
  const entries = page.getByRole('navigation', { name: 'Browse' });
  for (const [name, route, operation] of ENTRIES) {
    const first = (await (await request.get(operation, { params: { limit: 1 } })).json()).data.data[0];
    await entries.getByRole('link', { name, exact: true }).click();
    await app.expectRoute(PATHS[route]);
    const rows = page.getByRole('main').getByRole('article');
    if (first) await expect(rows.first(), `${route} lists ${operation}`).toHaveAttribute('aria-label', first.title);
    else await expect(page.getByText('Nothing here yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await app.expectRoute(PATHS.home);
  }
});

test('search with a keyword and BPM filters asks the provider for exactly that and refuses a reversed range', async ({
  page,
  app,
  mock,
}) => {
  await app.open(`${PATHS.search}?keyword=house`);
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Lowest BPM' }).fill('130');
  await page.getByRole('spinbutton', { name: 'Highest BPM' }).fill('120');
  const asked = (await mock.callsTo('/api/h5.goods/search')).length;
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('The lowest BPM is above the highest.');
  expect(await mock.callsTo('/api/h5.goods/search')).toHaveLength(asked);

  await page.getByRole('spinbutton', { name: 'Lowest BPM' }).fill('120');
  await page.getByRole('spinbutton', { name: 'Highest BPM' }).fill('130');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(async () => {
      const last = (await mock.callsTo('/api/h5.goods/search')).at(-1);
      return Object.fromEntries(new URLSearchParams(last?.query ?? ''));
    })
    .toMatchObject({ keyword: 'house', bpm_min: '120', bpm_max: '130' });
  await expect(rows.first()).toBeVisible();
  for (const facts of await page.locator('main .goods-row__facts').allTextContents()) {
    const bpm = Number(/(\d+) BPM/.exec(facts)?.[1]);
    expect(bpm).toBeGreaterThanOrEqual(120);
    expect(bpm).toBeLessThanOrEqual(130);
  }
});

test('a listing shows an error with a retry that recovers, never "empty" on failure', async ({ page, app, mock }) => {
  await mock.scenario({ path: '/api/h5.index/djSingle', times: 1, code: 0, msg: 'Service busy, try later' });
  await app.open(PATHS.dJSingle);
  await expect(page.getByRole('alert')).toContainText('Could not load this');
  await expect(page.getByText('Nothing here yet.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
