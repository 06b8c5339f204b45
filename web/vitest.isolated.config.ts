import { defineConfig } from 'vitest/config';
import web, { ISOLATED_TESTS } from './vite.config';

// The web tests that replace modules with vi.mock, each file with a module graph and a DOM of its own (the
// rest share one per worker: see vite.config.ts).
export default defineConfig((env) => {
  const config = web(env);
  return {
    ...config,
    test: { ...config.test, name: 'web-isolated', include: ISOLATED_TESTS, exclude: [], isolate: true },
  };
});
