import { defineConfig } from 'vitest/config';

// The check of the built output (build/built-output.test.ts), apart from the app's tests: it needs a build first.
export default defineConfig({
  test: { name: 'built-output', include: ['build/**/*.test.ts'], environment: 'node' },
});
