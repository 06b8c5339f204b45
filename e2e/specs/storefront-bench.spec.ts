import type { SuccessData } from '@djshop/api';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// Benchmarks of the storefront, measured inside the page on loopback so that Playwright's own round trips
// do not count: from a tap on a preview's play button to audible output, and scrolling the whole catalogue.

type Goods = SuccessData<'searchGoods'>['data'][number];

const TAPS = 20;
const PLAY_BUDGET_MS = 300;
/** The Long Tasks API reports tasks over 50 ms; loading and scrolling the list must cause none. */
const LONG_TASK_MS = 50;
// npm test gates with margin (a gate at the target fails on a loaded two-core machine: in CI the first, cold
// tap took 421 ms and scrolling had tasks of 54 to 80 ms); BENCH_TARGET=1 gates on the targets themselves.
const AT_TARGET = process.env.BENCH_TARGET === '1';
const PLAY_GATE_MS = AT_TARGET ? PLAY_BUDGET_MS : 2 * PLAY_BUDGET_MS;
/**
 * The first tap also sets up the browser's audio output, a cost of the platform and not of the app: 421 ms in CI
 * on one day, 696 ms on a machine with Debian's Chromium 150 whose later taps took 100 to 330. It is gated on its
 * own, so that the gate on every later tap stays tight.
 */
const FIRST_PLAY_GATE_MS = AT_TARGET ? PLAY_BUDGET_MS : 4 * PLAY_BUDGET_MS;
const LONG_TASK_GATE_MS = AT_TARGET ? LONG_TASK_MS : 3 * LONG_TASK_MS;
const CATALOGUE = 600;
/**
 * The scroll's speed: Android's fastest fling, 8,000 dp a second (ViewConfiguration's maximum fling
 * velocity), held from the bottom to the top (until 2026-11-28 also top to bottom first, 8 s more; the way down
 * is the loading's, at 240 px a frame, under the same gate). A first version swept the 66,000 px in 1.5 s each way, five
 * times faster than a thumb can move a page; there a task of 59 ms showed up once on CI (the mock's SVG covers
 * are laid out on the main thread, see docs/performance.md).
 */
const SCROLL_PX_PER_SECOND = 8_000;
/** How far the loading scrolls each frame. */
const LOADING_STEP_PX = 240;

function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

function audioState(page: Page) {
  return page.locator('audio.player-audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    time: audio.currentTime,
    src: audio.currentSrc,
  }));
}

test(`a tap on play reaches "playing" within ${PLAY_BUDGET_MS} ms, ${TAPS} taps on ${TAPS} tracks`, async ({
  page,
  app,
  request,
}) => {
  // The listing's first page as the provider answers it (the page's default sort is the provider's).
  const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: TAPS } })).json();
  const goods = listing.data.data as Goods[];
  expect(goods.filter((item) => item.preview_url)).toHaveLength(TAPS);

  await app.open(PATHS.dJSingle);
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(TAPS);
  const player = page.getByRole('region', { name: 'Player' });
  const timings: number[] = [];
  const sources: string[] = [];
  for (const [i, item] of goods.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('aria-label', item.title);
    const play = row.getByRole('button', { name: `Play preview of ${item.title}` });
    await play.scrollIntoViewIfNeeded();
    const expected = new URL(item.preview_url ?? '', page.url()).href;
    await page.evaluate((src) => {
      const w = window as unknown as { __tapAt?: number; __playingAt?: Promise<number> };
      delete w.__tapAt;
      document.addEventListener('click', (event) => (w.__tapAt ??= event.timeStamp), { capture: true, once: true });
      // Media events do not bubble but do pass the document on their way down, so this hears the player's
      // element even before the first tap makes it. Only the new source's `playing` counts.
      w.__playingAt = new Promise((resolve, reject) => {
        const onPlaying = (event: Event) => {
          if ((event.target as HTMLMediaElement).currentSrc !== src) return;
          document.removeEventListener('playing', onPlaying, true);
          clearTimeout(timer);
          resolve(performance.now());
        };
        document.addEventListener('playing', onPlaying, true);
        const timer = setTimeout(() => {
          document.removeEventListener('playing', onPlaying, true);
          reject(new Error(`no "playing" for ${src} within 5 s of the tap`));
        }, 5_000);
      });
    }, expected);
    await play.tap();
    const elapsed = await page.evaluate(async () => {
      const w = window as unknown as { __tapAt?: number; __playingAt: Promise<number> };
      const playing = await w.__playingAt;
      if (w.__tapAt === undefined) throw new Error('the tap made no click');
      return playing - w.__tapAt;
    });
    timings.push(Math.round(elapsed));
    // The tapped track is what the player shows and what the row marks, and no other row is marked.
    await expect(player.locator('.mini-player__name')).toHaveText(item.title);
    await expect(row.getByRole('button', { name: `Pause preview of ${item.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('main').locator('.goods-row--current')).toHaveCount(1);
    sources.push((await audioState(page)).src);
  }
  expect(new Set(sources).size, 'each tap switched the source').toBe(TAPS);

  // The last track really plays: not paused, and its time moves on.
  const last = await audioState(page);
  expect(last.paused).toBe(false);
  expect(last.src).toBe(sources.at(-1));
  await expect
    .poll(async () => (await audioState(page)).time, { message: 'the preview advances' })
    .toBeGreaterThan(last.time);

  const { median, p95 } = summary(timings);
  const [first = Number.NaN, ...later] = timings;
  const max = Math.max(...later);
  const figures = `median ${median}, p95 ${p95}, first ${first}, max of the later ${max} (${timings.join(', ')})`;
  console.log(`tap on play to "playing" over ${TAPS} tracks (ms): ${figures}`);
  test.info().annotations.push({ type: 'play latency (ms)', description: figures });
  expect(median, `the median tap within ${PLAY_BUDGET_MS} ms`).toBeLessThanOrEqual(PLAY_BUDGET_MS);
  expect(first, `the first tap within ${FIRST_PLAY_GATE_MS} ms`).toBeLessThanOrEqual(FIRST_PLAY_GATE_MS);
  expect(max, `every later tap within ${PLAY_GATE_MS} ms`).toBeLessThanOrEqual(PLAY_GATE_MS);
});

interface LongTask {
  start: number;
  duration: number;
}

/** Starts recording the page's long tasks under `name`; `stopLongTasks` hands them back. */
async function recordLongTasks(page: Page, name: string): Promise<void> {
  // An entry type the browser does not know is ignored without a word: the scroll would pass unmeasured.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toContain('longtask');
  await page.evaluate((key) => {
    const w = window as unknown as Record<string, { observer: PerformanceObserver; tasks: LongTask[] }>;
    const tasks: LongTask[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    });
    observer.observe({ type: 'longtask', buffered: false });
    w[key] = { observer, tasks };
  }, name);
}

function stopLongTasks(page: Page, name: string): Promise<LongTask[]> {
  return page.evaluate(async (key) => {
    const w = window as unknown as Record<string, { observer: PerformanceObserver; tasks: LongTask[] }>;
    const recording = w[key];
    if (!recording) throw new Error(`no long-task recording named ${key}`);
    // A task is reported after it ends: let a frame and a task pass so that the last one is in.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (const entry of recording.observer.takeRecords()) {
      recording.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
    recording.observer.disconnect();
    return recording.tasks;
  }, name);
}

const longest = (tasks: readonly LongTask[]) => Math.round(Math.max(0, ...tasks.map((task) => task.duration)));

const describeTasks = (tasks: readonly LongTask[]) =>
  tasks.length === 0
    ? 'no long tasks'
    : `${tasks.length} long tasks, longest ${longest(tasks)} ms (${tasks.map((task) => Math.round(task.duration)).join(', ')})`;

test(`the whole catalogue (${CATALOGUE} goods) loads on scroll and scrolls without long tasks`, async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const answers: { total: number; page: number; count: number; lastTitle: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/h5.goods/search')) return;
    const { data } = await response.json();
    answers.push({
      total: data.total,
      page: data.current_page,
      count: data.data.length,
      lastTitle: data.data.at(-1)?.title,
    });
  });
  // Search without a keyword lists the whole catalogue.
  await app.open(PATHS.search);
  const list = page.getByRole('list', { name: 'Goods' });
  await expect(list.getByRole('article').first()).toBeVisible();

  // Loading: the user keeps scrolling down, a step a frame, until the list says it has no more. At 240 px a frame
  // (a screen in some four frames) the 30 pages loaded in 6.6 and 8.9 s where 120 px took 10.1 and 10.7, with
  // the same long tasks (docs/performance.md).
  await recordLongTasks(page, '__loadingTasks');
  const loading = await page.evaluate(async (step) => {
    const root = document.scrollingElement ?? document.documentElement;
    const started = performance.now();
    while (!(document.querySelector('.list__end') && window.scrollY + window.innerHeight >= root.scrollHeight - 1)) {
      if (performance.now() - started > 60_000) throw new Error('the list did not reach its end in 60 s');
      window.scrollBy(0, step);
      await new Promise(requestAnimationFrame);
    }
    return { ms: Math.round(performance.now() - started) };
  }, LOADING_STEP_PX);
  const loadingTasks = await stopLongTasks(page, '__loadingTasks');

  await expect(page.getByRole('main').locator('.list__end')).toHaveText('No more');
  const loaded = () => answers.reduce((sum, answer) => sum + answer.count, 0);
  await expect.poll(loaded, { message: 'goods loaded' }).toBe(CATALOGUE);
  expect(new Set(answers.map((answer) => answer.page)).size, 'each page asked for once').toBe(answers.length);
  expect(answers.map((answer) => answer.total)).toEqual(answers.map(() => CATALOGUE));
  // The list is windowed: its last row is on screen, and it is the provider's last item.
  const lastPage = answers.reduce((a, b) => (b.page > a.page ? b : a));
  const lastRow = list.locator(`li[data-index="${CATALOGUE - 1}"]`);
  await expect(lastRow).toBeInViewport();
  await expect(lastRow.getByRole('article')).toHaveAttribute('aria-label', lastPage.lastTitle ?? '');
  const domRows = await list.getByRole('listitem').count();
  expect(domRows).toBeLessThan(CATALOGUE);

  // The scroll: from the bottom, where loading left it, back to the top, a step each frame, where the time says
  // the flick should be. Rows above the window are made again on the way (the way down was the loading's).
  await recordLongTasks(page, '__scrollTasks');
  const scroll = await page.evaluate(async (pxPerSecond) => {
    const root = document.scrollingElement ?? document.documentElement;
    const distance = root.scrollHeight - window.innerHeight;
    const from = window.scrollY;
    const durationMs = (from / pxPerSecond) * 1000;
    const frames: number[] = [];
    const started = performance.now();
    let before = started;
    for (;;) {
      const progress = Math.min(1, (performance.now() - started) / durationMs);
      window.scrollTo(0, from * (1 - progress));
      if (progress === 1) break;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      frames.push(now - before);
      before = now;
    }
    frames.sort((a, b) => a - b);
    return {
      ms: Math.round(performance.now() - started),
      distance,
      from,
      top: window.scrollY,
      frames: frames.length,
      medianFrame: Math.round(frames[Math.floor(frames.length / 2)] ?? 0),
      longestFrame: Math.round(frames.at(-1) ?? 0),
    };
  }, SCROLL_PX_PER_SECOND);
  const scrollTasks = await stopLongTasks(page, '__scrollTasks');
  expect(scroll.from).toBeGreaterThanOrEqual(scroll.distance - 1);
  expect(scroll.top).toBe(0);
  await expect(list.locator('li[data-index="0"]')).toBeInViewport();

  const figures =
    `${loaded()} rows in ${answers.length} pages (${domRows} in the DOM at the end); loading by scrolling ` +
    `${loading.ms} ms: ${describeTasks(loadingTasks)}; scroll of ${scroll.from} px back up in ` +
    `${scroll.ms} ms, ${scroll.frames} frames (median ${scroll.medianFrame} ms, longest ${scroll.longestFrame} ms): ` +
    describeTasks(scrollTasks);
  console.log(`catalogue scroll: ${figures}`);
  test.info().annotations.push({ type: 'catalogue scroll', description: figures });
  const over = (tasks: readonly LongTask[]) =>
    tasks.filter((task) => task.duration > LONG_TASK_GATE_MS).map((task) => Math.round(task.duration));
  expect(over(scrollTasks), `tasks over ${LONG_TASK_GATE_MS} ms while scrolling`).toEqual([]);
  // Loading adds a request, a page of rows and (at 200 rows) the switch to windowing to some frames; it
  // holds to the same bound.
  expect(over(loadingTasks), `tasks over ${LONG_TASK_GATE_MS} ms while loading`).toEqual([]);
});
