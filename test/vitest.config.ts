import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'repo', include: ['*.test.ts'], testTimeout: 30_000 },
});
