import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every package's unit and integration tests; each package keeps its own config.
export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to its main process (one worker on two cores), which
    // transforms little once the workers run. On two cores, with a clean cache: 129 s with one worker, 89 with two.
    maxWorkers: availableParallelism(),
    projects: [
      'api/vitest.config.ts',
      'web/vite.config.ts',
      'web/vitest.isolated.config.ts',
      'mock-server/vitest.config.ts',
      'contracts/vitest.config.ts',
      'test/vitest.config.ts',
    ],
  },
});
