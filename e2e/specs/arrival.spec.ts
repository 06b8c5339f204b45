import type { SuccessData } from '@djshop/api';
import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
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

test("a cold track link asks for its detail while the page's code is on its way, and for the mixes only after the cover", async ({
  page,
  app,
  request,
}) => {
  const track = await mixableSingle(request);
  const detail = (await (await request.get(DETAIL_CALL, { params: { id: String(track.id), type: 'music' } })).json())
    .data as Detail;
  expect(detail.image, 'a track with a cover').toBeTruthy();

  // Every request of the page, in the order the browser reports them.
  const events: { kind: 'start' | 'end'; url: URL }[] = [];
  const detailCall = (url: URL) => url.pathname === DETAIL_CALL && url.searchParams.get('id') === String(track.id);
  let detailStarted: () => void = () => undefined;
  const detailSeen = new Promise<void>((resolve) => {
    detailStarted = resolve;
  });
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    events.push({ kind: 'start', url });
    if (detailCall(url)) detailStarted();
  });
  const ended = (req: Request) => events.push({ kind: 'end', url: new URL(req.url()) });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // The page's code arrives once the detail call has started, or after CODE_HELD_MAX_MS without it.
  await page.route(PAGE_CHUNK, async (route) => {
    await Promise.race([detailSeen, new Promise((resolve) => setTimeout(resolve, CODE_HELD_MAX_MS))]);
    await route.continue();
  });

  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await expect(page.getByRole('heading', { name: detail.title, level: 2 })).toBeVisible(PAGE_SHOWN);
  const cover = page.locator('img.detail__cover');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).not.toHaveAttribute('loading', 'lazy');
  const coverUrl = new URL((await cover.getAttribute('src')) ?? '', page.url());

  const mixes = page.getByRole('region', { name: 'Mixes well with' });
  await mixes.scrollIntoViewIfNeeded();
  await expect(mixes.locator('li.mix-row').first()).toBeVisible(PAGE_SHOWN);

  const at = (kind: 'start' | 'end', match: (url: URL) => boolean) =>
    events.findIndex((event) => event.kind === kind && match(event.url));
  const chunkEnd = at('end', (url) => PAGE_CHUNK.test(url.pathname));
  const detailStart = at('start', detailCall);
  const coverEnd = at('end', (url) => url.href === coverUrl.href);
  const mixesStart = at('start', isMixesCall);
  expect(chunkEnd, "the page's code was fetched").toBeGreaterThanOrEqual(0);
  expect(detailStart, "the detail call started before the page's code had arrived").toBeGreaterThanOrEqual(0);
  expect(detailStart).toBeLessThan(chunkEnd);
  expect(coverEnd, 'the cover was fetched').toBeGreaterThanOrEqual(0);
  expect(mixesStart, 'the mixes were asked for after the cover had arrived').toBeGreaterThan(coverEnd);
  // The page read what the route asked for: one detail call, one cover request.
  expect(events.filter((event) => event.kind === 'start' && detailCall(event.url))).toHaveLength(1);
  expect(events.filter((event) => event.kind === 'start' && event.url.href === coverUrl.href)).toHaveLength(1);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a cold track link asks for its detail and its code while the strings of its language are on their way', async ({
    page,
    app,
    request,
  }) => {
    const track = await mixableSingle(request);
    const detail = (await (await request.get(DETAIL_CALL, { params: { id: String(track.id), type: 'music' } })).json())
      .data as Detail;
    const detailCall = (url: URL) => url.pathname === DETAIL_CALL && url.searchParams.get('id') === String(track.id);
    // The common strings in Simplified Chinese: the first render waits for them; the page's code and data
    // should not.
    const isCommon = (url: URL) => /\/assets\/locales\/[^/]+\/zh-Hans\/common\.json$/.test(url.pathname);
    const events: { kind: 'start' | 'end'; url: URL }[] = [];
    let bothStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      bothStarted = resolve;
    });
    page.on('request', (req: Request) => {
      const url = new URL(req.url());
      events.push({ kind: 'start', url });
      if (events.some((e) => detailCall(e.url)) && events.some((e) => PAGE_CHUNK.test(e.url.pathname))) bothStarted();
    });
    const ended = (req: Request) => events.push({ kind: 'end', url: new URL(req.url()) });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    // The strings arrive once the detail call and the page's code have been asked for, or after
    // CODE_HELD_MAX_MS without them.
    await page.route(/\/assets\/locales\/[^/]+\/zh-Hans\/common\.json$/, async (route) => {
      await Promise.race([started, new Promise((resolve) => setTimeout(resolve, CODE_HELD_MAX_MS))]);
      await route.continue();
    });

    await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
    await expect(page.getByRole('heading', { name: detail.title, level: 2 })).toBeVisible(PAGE_SHOWN);
    // The page speaks the visitor's language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

    const at = (kind: 'start' | 'end', match: (url: URL) => boolean) =>
      events.findIndex((event) => event.kind === kind && match(event.url));
    const commonEnd = at('end', isCommon);
    expect(commonEnd, 'the strings were fetched').toBeGreaterThanOrEqual(0);
    expect(at('start', detailCall), 'the detail call started before the strings had arrived').toBeLessThan(commonEnd);
    expect(
      at('start', (url) => PAGE_CHUNK.test(url.pathname)),
      "the page's code too",
    ).toBeLessThan(commonEnd);
  });
});
