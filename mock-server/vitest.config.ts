import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // One module graph per worker thread rather than a process and a graph per file: importing the server,
    // its seed and its contract again for each file was a third of the step (83 s isolated, 37 s shared). Each
    // test builds its own app and store, so nothing of one file's state reaches another's.
    pool: 'threads',
    isolate: false,
    env: { NODE_ENV: 'test' },
  },
});
