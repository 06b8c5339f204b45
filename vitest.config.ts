import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Every package's unit and integration tests; each package keeps its own config. */
const PROJECTS = [
  'api/vitest.config.ts',
  'web/vite.config.ts',
  'web/vitest.isolated.config.ts',
  'mock-server/vitest.config.ts',
  'contracts/vitest.config.ts',
  'test/vitest.config.ts',
];

/**
 * The projects `npm test` runs beside the benchmarks, on the core they leave (scripts/test.mjs): no DOM, no
 * server, some 13 s on one worker. In the Vitest step, where both cores are busy, they took 6 s of its 63.
 */
const BESIDE_BENCHMARKS = ['api/vitest.config.ts', 'test/vitest.config.ts'];

/** VITEST_PROJECTS: `main` or `beside` for npm test's two runs; every project when unset. */
const chosen = process.env.VITEST_PROJECTS;

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to its main process (one worker on two cores), which
    // transforms little once the workers run. On two cores, with a clean cache: 129 s with one worker, 89 with two.
    maxWorkers: availableParallelism(),
    projects:
      chosen === 'beside'
        ? BESIDE_BENCHMARKS
        : chosen === 'main'
          ? PROJECTS.filter((project) => !BESIDE_BENCHMARKS.includes(project))
          : PROJECTS,
  },
});
