import type { SuccessData } from '@djshop/api';
import { expect, test } from '../fixtures/index.ts';
import { LaunchPopup } from '../pages/launch-popup.ts';
import { PATHS } from '../pages/shop-app.ts';

// What a cold arrival fetches, in which order, read from the browser's own resource timeline. A file of its
// own: the popup journeys install Playwright's clock, whose fake `performance` has no resource timeline.

type Goods = SuccessData<'searchGoods'>['data'][number];

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Every resource the page has fetched so far, with its start and end (ms since navigation start). */
const timeline = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
  );

function first(entries: Timing[], pattern: RegExp): Timing {
  const found = entries.find((entry) => pattern.test(entry.name));
  if (!found) throw new Error(`nothing fetched matches ${pattern}: ${entries.map((e) => e.name).join(', ')}`);
  return found;
}

/** The busiest track link: the first music item of the default search. */
async function busiestTrack(request: import('@playwright/test').APIRequestContext): Promise<Goods> {
  const answer = await (await request.get('/api/h5.goods/search', { params: { goods_type: 'music' } })).json();
  const track = (answer.data.data as Goods[])[0];
  if (!track) throw new Error('the default search has no music');
  return track;
}

test.describe('a cold track link', () => {
  test("asks for the track's data while the page's code downloads, once", async ({ app, page, request }) => {
    const track = await busiestTrack(request);
    const detailCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/h5.goods/detail')) detailCalls.push(sent.url());
    });
    await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
    await expect(page.getByRole('heading', { level: 2, name: track.title })).toBeVisible();

    const entries = await timeline(page);
    const chunk = first(entries, /\/assets\/SingleDetailPage-[^/]+\.js$/);
    const detail = first(entries, /\/api\/h5\.goods\/detail\?/);
    // The route's loader starts the call beside the chunk, not the page's first render after it.
    expect(detail.startTime).toBeLessThan(chunk.responseEnd);
    // The page renders from what the loader fetched: no second call.
    expect(detailCalls).toHaveLength(1);
    // The cover is asked for as soon as its address is known, at high priority.
    await expect(page.locator('img.detail__cover')).toHaveAttribute('fetchpriority', 'high');
  });
});

test.describe('with a launch popup', () => {
  test.use({ launchPopups: true });

  test("on a track link, the popup's pictures and carousel come after the cover", async ({ app, page, request }) => {
    const track = await busiestTrack(request);
    const popup = new LaunchPopup(page);
    await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
    await expect(page.locator('img.detail__cover')).toBeVisible({ timeout: 15_000 });
    await popup.expectShown('新人福利 Welcome gift');
    // The carousel is set up: its code has arrived.
    await expect(popup.dialog.getByRole('button', { name: 'Next picture' })).toBeVisible();

    const entries = await timeline(page);
    const cover = first(entries, new RegExp(`/media/cover/${track.id}\\.`));
    const carousel = first(entries, /\/assets\/Carousel-[^/]+\.js$/);
    const popupPicture = await popup.dialog
      .getByRole('img', { name: /^新人福利 Welcome gift, picture 1 of/ })
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    const picture = first(entries, new RegExp(popupPicture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(carousel.startTime).toBeGreaterThan(cover.responseEnd);
    expect(picture.startTime).toBeGreaterThan(cover.responseEnd);
    // And the page's own code came before any of the popup's.
    expect(first(entries, /\/assets\/SingleDetailPage-[^/]+\.js$/).startTime).toBeLessThan(picture.startTime);
  });

  test("on Home, the first banner paints without the carousel's code, and the popup's pictures come after it", async ({
    app,
    page,
  }) => {
    const popup = new LaunchPopup(page);
    await app.open(PATHS.home);
    // The popup waits for the page: on a busy machine the page alone may take longer than an assertion's wait.
    await expect(page.locator('.home-banners img').first()).toBeVisible({ timeout: 15_000 });
    await popup.expectShown('新人福利 Welcome gift');
    await expect(popup.dialog.getByRole('button', { name: 'Next picture' })).toBeVisible();

    const entries = await timeline(page);
    const banner = await page
      .locator('.home-banners img')
      .first()
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    const bannerEntry = first(entries, new RegExp(banner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const carousel = first(entries, /\/assets\/Carousel-[^/]+\.js$/);
    expect(carousel.startTime).toBeGreaterThan(bannerEntry.responseEnd);
    expect(first(entries, /\/assets\/HomePage-[^/]+\.js$/).startTime).toBeLessThan(carousel.startTime);
  });
});
