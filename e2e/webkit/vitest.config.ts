import { defineConfig } from 'vitest/config';

// The WebKit journeys (`npx vitest run -c e2e/webkit/vitest.config.ts`): one WebKitWebDriver session under Xvfb,
// started by `setup.ts` with the mock that serves the journeys' build. The journeys share that one browser, so
// the files run one after the other in one worker.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['webkit/**/*.webkit.ts'],
    globalSetup: ['webkit/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // A journey waits for conditions, never for time; these bound how long (a cold first load on two busy
    // cores takes seconds).
    testTimeout: 90_000,
    hookTimeout: 180_000,
    retry: 0,
  },
});
