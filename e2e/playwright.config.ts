import { existsSync } from 'node:fs';
import { defineConfig, devices, type LaunchOptions, type Project } from '@playwright/test';
import { JOURNEY_BUILD_ENV, JOURNEY_DIST } from './build-app.ts';
import { CHROMIUM_FLAGS, headlessFlags } from './fixtures/chromium.ts';
import { LOOPBACK_ONLY_ARGS } from './fixtures/network-guard.ts';
import { MOCK_PORTS, WEB_PORT_BASE } from './fixtures/ports.ts';

/** The browser as phones have it (Debian's `chromium`): for what is measured. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same version, the engine without the
 * browser's interface): for the journeys. A context, its page and every load cost the two cores far less in it
 * (the whole suite: 8.7 min instead of 14.6 on two workers). It loads lazy pictures from further away than the
 * browser does, so the loading-order journeys and the benchmarks run in the browser. Without it, everything
 * runs in the browser.
 */
const shellPath = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const repoRoot = new URL('..', import.meta.url).pathname;
const tsx = `${repoRoot}node_modules/.bin/tsx`;

/**
 * The journeys whose outcome depends on the phone profile: screen size and safe areas, touch, the user agent.
 * The launch popup's rules and the downloads follow the provider's answers and "a mobile browser", which both
 * phones are; they ran on both until 2026-11-28 (17 s of the suite's worker time). The WeChat journeys name
 * the phone of each group themselves (wechat.spec.ts).
 */
const PROFILE_SENSITIVE = [
  'layout.spec.ts',
  'pull-refresh.spec.ts',
  'desktop-redirect.spec.ts',
  'tabs.spec.ts',
  'media-video.spec.ts',
];

/** Specs that measure time against a budget (see the `benchmarks` project). */
const BENCHMARKS = '*-bench.spec.ts';

/** Journeys that check what a cold load fetches and in which order: as the browser does it. */
const LOADING_ORDER = ['arrival.spec.ts', 'launch-order.spec.ts'];

function launchOptions(executablePath: string, extra: readonly string[] = []): LaunchOptions {
  return {
    executablePath,
    args: [...headlessFlags(executablePath), ...CHROMIUM_FLAGS, ...LOOPBACK_ONLY_ARGS, ...extra],
  };
}

/**
 * The journeys' compositing and network service in the browser process instead of processes of their own
 * (there is no GPU: it composites in software either way), which spares every frame and every request a trip
 * between processes. The compositing: the whole suite took 458 s and 832 CPU-seconds where it took 493 and 911,
 * in one hour. The network service: seven journey files took a median of 124 CPU-seconds of the machine where
 * they took 131 (eleven runs by turns), docs/performance.md. What is measured keeps the browser's own process
 * layout.
 */
const JOURNEY_FLAGS = ['--in-process-gpu', '--enable-features=NetworkServiceInProcess2'];

/** The browser's launch, for the loading-order journeys and the benchmarks. */
const BROWSER = launchOptions(chromiumPath);

// Each worker gets its own mock: scenarios, the clock and resets are global to a mock, so two tests
// sharing one would consume or wipe each other's scripted failures. One command starts them together
// (mock-servers.mjs): as a web server each, Playwright started them one after the other, some 3 s each before the
// first journey. The app is built first, unless `npm test` built it already.
const mockServers = (ports: readonly number[], build: boolean) => ({
  command: `${build ? `${tsx} e2e/build-app.ts && ` : ''}node e2e/mock-servers.mjs web/${JOURNEY_DIST} ${ports.join(' ')}`,
  cwd: repoRoot,
  wait: { stdout: /mocks ready/ },
  env: { MOCK_LOG: 'silent', ...JOURNEY_BUILD_ENV },
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * The Pixel 7 as the journeys that do not depend on the phone see it: its CSS size, touch and user agent, at one
 * device pixel per CSS pixel. Layout and every locator work in CSS pixels; what the screen's density changes is
 * how many pixels the software rasteriser paints, 6.9 times as many at its 2.625 (three journey files measured
 * 117 s at 2.625 and 107 at 1 on two cores). The iPhone project, where the phone matters, keeps its density.
 */
const PIXEL_7_AT_ONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 };

/**
 * A worker's journeys share one browser context and its tab, which Playwright resets between tests: storage,
 * cookies, the cache, other pages, routes, init scripts, bindings and the clock (what it leaves, the offline
 * switch and granted permissions, fixtures/index.ts resets). A new context for each test made each launch of the
 * app a new renderer process as well: 1.5 CPU-seconds for Home where the reset tab takes 0.6, and a run of seven
 * journey files 99 and 106 s where it took 88 and 80 (docs/performance.md). A test that changes the tab through
 * the DevTools protocol undoes it (the safe-area journey in layout.spec.ts); a group with other context options
 * (a locale, a desktop) gets a context of its own. The loading-order journeys and the benchmarks keep a new
 * context a test: what they measure starts with one.
 */
const SHARED_TAB = { reuseContext: true };

const JOURNEYS: Project[] = [
  {
    name: 'Pixel 7',
    use: { ...PIXEL_7_AT_ONE, browserName: 'chromium', ...SHARED_TAB },
    testIgnore: [BENCHMARKS, ...LOADING_ORDER],
  },
  {
    name: 'Pixel 7, browser',
    use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: BROWSER },
    testMatch: LOADING_ORDER,
  },
  // Journeys run on one phone; the second runs those where the phone matters (screen size, safe areas,
  // touch, user agent), which keeps the whole suite within CI's time as pages are added.
  {
    name: 'iPhone 13',
    use: { ...devices['iPhone 13'], browserName: 'chromium', ...SHARED_TAB },
    testMatch: PROFILE_SENSITIVE,
  },
];

/**
 * The benchmarks time what a user waits for against budgets in milliseconds: they run after every journey
 * (`afterJourneys`: as the project's dependencies, or as a run of their own), one at a time, so no other test's
 * browser and mock share the two cores with them.
 */
const benchmarks = (afterJourneys: boolean): Project => ({
  name: 'benchmarks',
  // Without the trace: it snapshots the page's DOM around every action, on the page's main thread, inside
  // the intervals measured (the play taps measured twice as long with it, median 170 ms instead of 87).
  use: { ...devices['Pixel 7'], browserName: 'chromium', trace: 'off', launchOptions: BROWSER },
  testMatch: BENCHMARKS,
  workers: 1,
  ...(afterJourneys ? { dependencies: JOURNEYS.map((project) => project.name ?? '') } : {}),
});

/**
 * Which projects run: all (the journeys, then the benchmarks), or, as `npm test` runs them in two steps,
 * E2E_RUN=journeys or E2E_RUN=benchmarks.
 */
const E2E_RUN = process.env.E2E_RUN;

export default defineConfig({
  testDir: 'specs',
  workers: MOCK_PORTS.length,
  retries: 0,
  forbidOnly: true,
  // A journey waits for conditions, never for time; these bound how long. On a 2-core machine running two
  // workers, a page's first load took over five seconds in runs where the same tests passed alone, so the
  // waits have room for a slow day rather than failing on it (a cold first page at load 15 took over 10 s).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${repoRoot}e2e/test-results/results.json` }],
  ],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT_BASE}`,
    // No trace by default: recording one (a screencast and a DOM snapshot around every action) made the
    // journeys half as fast again on two cores (three specs: 95 s without, 146 s with). Nor a screenshot: to
    // keep one for a failure, Playwright takes one at the end of every test and drops it when the test passed
    // (a PNG of the page each time: Home's journey 0.72 s with it, 0.52 without). A failure still leaves its
    // page's accessibility snapshot (error-context.md); E2E_TRACE=1 records traces and screenshots to look
    // into one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: process.env.E2E_TRACE === '1' ? 'only-on-failure' : 'off',
    // A click that cannot happen (a layer over its target, a button that stays disabled) fails on its own with
    // Playwright's account of why, instead of waiting out the test's minute: a journey did so once under CI
    // load with nothing in its report to tell which step was stuck.
    actionTimeout: 20_000,
    launchOptions: launchOptions(existsSync(shellPath) ? shellPath : chromiumPath, JOURNEY_FLAGS),
  },
  projects:
    E2E_RUN === 'journeys'
      ? JOURNEYS
      : E2E_RUN === 'benchmarks'
        ? [benchmarks(false)]
        : [...JOURNEYS, benchmarks(true)],
  // The benchmarks alone run on one worker, which would otherwise wait for a mock it never uses.
  webServer: mockServers(
    MOCK_PORTS.slice(0, E2E_RUN === 'benchmarks' ? 1 : MOCK_PORTS.length),
    process.env.E2E_PREBUILT !== '1',
  ),
});
