import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { LaunchPopup } from '../pages/launch-popup.ts';

// Arrival (architecture guide): a visitor who comes cold through a shared track link gets the track first;
// the launch popup, its pictures and Swiper's code come after. A file of its own, without Playwright's clock:
// the popup frequency journeys install it, and its fake `performance` has no resource timeline.
test.use({ launchPopups: true });

const WELCOME = '新人福利 Welcome gift'; // three pictures, popradio 'first'
const DAILY = '每日推荐 Daily pick'; // one picture, popradio 3 (days)

/** Swiper's chunk, named after ui/carousel/Carousel.tsx; its text is checked too, so a rename fails loudly. */
const CAROUSEL_CHUNK = /\/assets\/Carousel-[^/]+\.js$/;

/**
 * What a cold track link may fetch before the network goes quiet (document, scripts, styles, strings, data,
 * pictures, the popup and its pictures), measured with the journeys' build: 45, from 83 before the popup
 * waited for the page and the icons and shared blocks were chunked together (scripts 14, from 50). The
 * issue's target is 35, which needs the track page's sections below the first screen to wait for the
 * viewport too: they fetch 3 lists and 11 covers on arrival now. Lower this to 35 once they do.
 */
const COLD_TRACK_REQUESTS_MAX = 47;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('a cold track link: the track first, then the popup; Swiper only for a popup of several pictures', async ({
  app,
  page,
}) => {
  const listing = await (await page.request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  const track = listing.data.data[0] as { id: number; image: string; title: string };
  const trackPath = `/pages/index/singleDetail?id=${track.id}&type=music`;
  const popup = new LaunchPopup(page);

  // First launch, cold: the welcome popup (three pictures) comes once the track page has its cover.
  const requested = recordRequests(page);
  await app.open(trackPath);
  await popup.expectShown(WELCOME);
  await expect(popup.dialog.getByRole('button', { name: 'Next picture' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const timeline = await page.evaluate(
    ({ cover, carousel }) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (test: (url: string) => boolean) => entries.find((entry) => test(entry.name));
      const coverEntry = find((url) => new URL(url).pathname === cover);
      const carouselEntry = find((url) => new RegExp(carousel).test(url));
      const popupList = find((url) => url.includes('/api/h5.index/getPopup'));
      return {
        coverLoaded: coverEntry?.responseEnd ?? -1,
        carouselRequested: carouselEntry?.startTime ?? -1,
        carouselUrl: carouselEntry?.name ?? '',
        popupListRequested: popupList?.startTime ?? -1,
      };
    },
    { cover: new URL(track.image, 'http://x').pathname, carousel: CAROUSEL_CHUNK.source },
  );
  expect(timeline.coverLoaded, 'the track cover was loaded').toBeGreaterThan(0);
  expect(timeline.carouselUrl, "Swiper's chunk was fetched").not.toBe('');
  expect(await (await page.request.get(timeline.carouselUrl)).text()).toContain('swiper-slide');
  // The popup's list and Swiper's code were asked for only after the page's main picture had arrived.
  expect(timeline.popupListRequested).toBeGreaterThan(timeline.coverLoaded);
  expect(timeline.carouselRequested).toBeGreaterThan(timeline.coverLoaded);

  expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(COLD_TRACK_REQUESTS_MAX);

  // Second launch: the welcome popup was closed, so the daily pick (one picture) is due. It shows as a plain
  // picture and Swiper's code is never asked for.
  await popup.close();
  const relaunched = recordRequests(page);
  await page.reload();
  await popup.expectShown(DAILY);
  await page.waitForLoadState('networkidle');
  await expect(popup.dialog.locator('.swiper')).toHaveCount(0);
  expect(relaunched.filter((url) => CAROUSEL_CHUNK.test(url))).toEqual([]);
  expect(relaunched.some((url) => url.includes('/api/h5.index/getPopup'))).toBe(true);
});
