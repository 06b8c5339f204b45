import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { holdBack, signal } from '../fixtures/hold.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { mixableSingle } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

type Detail = SuccessData<'getGoodsDetail'>;

// The track page's own code (Vite names a page's chunk after its module).
const PAGE_CHUNK = /\/assets\/SingleDetailPage-[^/]+\.js$/;
const DETAIL_CALL = '/api/h5.goods/detail';
// "Mixes well with" asks the catalogue search for MIX_CANDIDATES (100) tracks per tempo window.
const isMixesCall = (url: URL) => url.pathname === '/api/h5.goods/search' && url.searchParams.get('limit') === '100';
// How long the page's code is held back at most while the test waits for the detail call: a phone on a slow
// network. Only a regression (the call waiting for the code) ever waits this long.
const CODE_HELD_MAX_MS = 5_000;
// A cold first page on a busy 2-core machine fetches some forty scripts one wave after another.
const PAGE_SHOWN = { timeout: 30_000 };

/** A track "mixes well with" has candidates for, its detail as the provider gives it, and its detail call. */
async function trackWithDetail(request: APIRequestContext) {
  const track = await mixableSingle(request);
  const detail = (await (await request.get(DETAIL_CALL, { params: { id: String(track.id), type: 'music' } })).json())
    .data as Detail;
  const detailCall = (url: URL) => url.pathname === DETAIL_CALL && url.searchParams.get('id') === String(track.id);
  return { track, detail, detailCall };
}

type Event = { kind: 'start' | 'end'; url: URL };

/**
 * Every request of the page, in the order the browser reports them (`onStart` hears each as it starts), and
 * where the first event of a kind matching a URL stands in that order (-1 when none).
 */
function recordRequests(page: Page, onStart: (url: URL) => void) {
  const events: Event[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    events.push({ kind: 'start', url });
    onStart(url);
  });
  const ended = (req: Request) => events.push({ kind: 'end', url: new URL(req.url()) });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const at = (kind: Event['kind'], match: (url: URL) => boolean) =>
    events.findIndex((event) => event.kind === kind && match(event.url));
  return { events, at };
}

/** The chunks a built chunk imports statically (`import{…}from"./kit-….js"`, `import"./….js"`), by file name. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

test("a cold track link asks for its detail and its page's imports while the page's code is on its way, and for the mixes only after the cover", async ({
  page,
  app,
  request,
}) => {
  const { track, detail, detailCall } = await trackWithDetail(request);
  expect(detail.image, 'a track with a cover').toBeTruthy();

  const detailSeen = signal();
  const { events, at } = recordRequests(page, (url) => {
    if (detailCall(url)) detailSeen.resolve();
  });
  // The page's code arrives once the detail call has started, or after CODE_HELD_MAX_MS without it.
  await holdBack(page, PAGE_CHUNK, detailSeen.promise, CODE_HELD_MAX_MS);

  const chunkBody = page.waitForResponse((response) => PAGE_CHUNK.test(new URL(response.url()).pathname));

  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await expect(page.getByRole('heading', { name: detail.title, level: 2 })).toBeVisible(PAGE_SHOWN);
  const imports = staticImports(await (await chunkBody).text());
  const cover = page.locator('img.detail__cover');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).not.toHaveAttribute('loading', 'lazy');
  const coverUrl = new URL((await cover.getAttribute('src')) ?? '', page.url());

  const mixes = page.getByRole('region', { name: 'Mixes well with' });
  await mixes.scrollIntoViewIfNeeded();
  await expect(mixes.locator('li.mix-row').first()).toBeVisible(PAGE_SHOWN);

  const chunkEnd = at('end', (url) => PAGE_CHUNK.test(url.pathname));
  const detailStart = at('start', detailCall);
  const coverEnd = at('end', (url) => url.href === coverUrl.href);
  const mixesStart = at('start', isMixesCall);
  expect(chunkEnd, "the page's code was fetched").toBeGreaterThanOrEqual(0);
  expect(detailStart, "the detail call started before the page's code had arrived").toBeGreaterThanOrEqual(0);
  expect(detailStart).toBeLessThan(chunkEnd);
  // The page's imports (its icons, the kit, the detail blocks) were asked for with the page's code, not once it
  // had arrived and been parsed: a round trip each on a phone's network.
  expect(imports.length, "the page's code imports chunks").toBeGreaterThan(0);
  for (const file of imports) {
    const start = at('start', (url) => url.pathname === `/assets/${file}`);
    expect(start, `${file} asked for while the page's code was on its way`).toBeGreaterThanOrEqual(0);
    expect(start, `${file} asked for while the page's code was on its way`).toBeLessThan(chunkEnd);
  }
  expect(coverEnd, 'the cover was fetched').toBeGreaterThanOrEqual(0);
  expect(mixesStart, 'the mixes were asked for after the cover had arrived').toBeGreaterThan(coverEnd);
  // The page read what the route asked for: one detail call, one cover request.
  expect(events.filter((event) => event.kind === 'start' && detailCall(event.url))).toHaveLength(1);
  expect(events.filter((event) => event.kind === 'start' && event.url.href === coverUrl.href)).toHaveLength(1);
});

// The common strings in Simplified Chinese: the first render waits for them; the page's code and data need not.
const COMMON_ZH_HANS = /\/assets\/locales\/[^/]+\/zh-Hans\/common\.json$/;

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a cold track link asks for its detail and its code while the strings of its language are on their way', async ({
    page,
    app,
    request,
  }) => {
    const { track, detail, detailCall } = await trackWithDetail(request);
    const isCommon = (url: URL) => COMMON_ZH_HANS.test(url.pathname);
    const bothStarted = signal();
    let detailAsked = false;
    let codeAsked = false;
    const { at } = recordRequests(page, (url) => {
      detailAsked ||= detailCall(url);
      codeAsked ||= PAGE_CHUNK.test(url.pathname);
      if (detailAsked && codeAsked) bothStarted.resolve();
    });
    // The strings arrive once the detail call and the page's code have been asked for, or after
    // CODE_HELD_MAX_MS without them.
    await holdBack(page, COMMON_ZH_HANS, bothStarted.promise, CODE_HELD_MAX_MS);

    await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
    await expect(page.getByRole('heading', { name: detail.title, level: 2 })).toBeVisible(PAGE_SHOWN);
    // The page speaks the visitor's language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

    const commonEnd = at('end', isCommon);
    expect(commonEnd, 'the strings were fetched').toBeGreaterThanOrEqual(0);
    expect(at('start', detailCall), 'the detail call started before the strings had arrived').toBeLessThan(commonEnd);
    expect(
      at('start', (url) => PAGE_CHUNK.test(url.pathname)),
      "the page's code too",
    ).toBeLessThan(commonEnd);
  });
});

// The listings and the VIP tab: the page's code is the listings' module (one for every listing route) or the tab's.
const LISTINGS_CHUNK = /\/assets\/listings-[^/]+\.js$/;
const LIST_LINKS: readonly {
  name: string;
  chunk: RegExp;
  call: string;
  path: (writer: number) => string;
  /** A page of the signed-in user's: opened with the demo user's session. */
  signedIn?: boolean;
}[] = [
  {
    name: 'the top list (its first period)',
    chunk: LISTINGS_CHUNK,
    call: '/api/h5.index/top_music',
    path: () => PATHS.topList,
  },
  {
    name: 'the welfare centre (its first tab and the first filters)',
    chunk: LISTINGS_CHUNK,
    call: '/api/h5.index/welfare',
    path: () => PATHS.welfareCenter,
  },
  {
    name: "a musician's tracks (the id in the link)",
    chunk: LISTINGS_CHUNK,
    call: '/api/h5.index/singerTracks',
    path: (writer) => `${PATHS.singerTrackList}?writer_id=${writer}`,
  },
  { name: 'the VIP tab', chunk: /\/assets\/VipPage-[^/]+\.js$/, call: '/api/h5.index/vipList', path: () => PATHS.vip },
  {
    name: 'the order list (on the tab the link names)',
    chunk: /\/assets\/OrdersPage-[^/]+\.js$/,
    call: '/api/h5.user/myOrderApi',
    path: () => `${PATHS.orders}?status=paid`,
    signedIn: true,
  },
];

for (const link of LIST_LINKS) {
  test(`a cold link to ${link.name} asks for its first page while the page's code is on its way, and once`, async ({
    page,
    app,
    request,
    mock,
  }) => {
    if (link.signedIn) await login(page, mock, 'demo-user');
    const writers = (await (await request.get('/api/h5.Single/get_writer')).json()).data as { id: number }[];
    const isListCall = (url: URL) => url.pathname === link.call && url.searchParams.get('page') === '1';
    const listSeen = signal();
    const { events, at } = recordRequests(page, (url) => {
      if (isListCall(url)) listSeen.resolve();
    });
    await holdBack(page, link.chunk, listSeen.promise, CODE_HELD_MAX_MS);

    await app.open(link.path(writers[0]?.id ?? 0));
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(PAGE_SHOWN);

    const chunkEnd = at('end', (url) => link.chunk.test(url.pathname));
    expect(chunkEnd, "the page's code was fetched").toBeGreaterThanOrEqual(0);
    expect(at('start', isListCall), "the list was asked for before the page's code had arrived").toBeLessThan(chunkEnd);
    // The page read what the route asked for: its first page once.
    expect(events.filter((event) => event.kind === 'start' && isListCall(event.url))).toHaveLength(1);
  });
}
