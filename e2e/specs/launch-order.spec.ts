import { expect, test } from '../fixtures/index.ts';
import { LaunchPopup } from '../pages/launch-popup.ts';
import { PATHS } from '../pages/shop-app.ts';

// A file of its own: the popup journeys install Playwright's clock, whose fake `performance` has no
// resource timeline.
test.use({ launchPopups: true });

test("the popup's first picture is on screen before Swiper's code and the page underneath are fetched", async ({
  app,
  page,
}) => {
  const popup = new LaunchPopup(page);
  await app.open(PATHS.home);
  await popup.expectShown('新人福利 Welcome gift');
  await expect(popup.dialog.getByRole('button', { name: 'Next picture' })).toBeVisible();
  await app.ready();

  // All three times come from the browser's own timeline: the picture's paint (Element Timing, the
  // `elementtiming` name the popup gives its first picture) and the start of each request.
  const timeline = await page.evaluate(async () => {
    const painted = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
          if (entry.identifier !== 'launch-popup-first-picture') continue;
          observer.disconnect();
          resolve(entry.renderTime || entry.startTime);
        }
      }).observe({ type: 'element', buffered: true });
    });
    const requested = (pattern: RegExp) =>
      performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.startTime ?? -1;
    return {
      painted,
      swiper: requested(/\/assets\/Carousel-[^/]+\.js$/),
      page: requested(/\/assets\/HomePage-[^/]+\.js$/),
    };
  });
  expect(timeline.painted).toBeGreaterThan(0);
  expect(timeline.swiper).toBeGreaterThan(timeline.painted);
  expect(timeline.page).toBeGreaterThan(timeline.painted);
});
