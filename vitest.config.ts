import { defineConfig } from 'vitest/config';

// One Vitest run over every package's unit and integration tests; each package keeps its own config.
export default defineConfig({
  test: {
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
