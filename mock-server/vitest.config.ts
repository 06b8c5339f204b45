import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
