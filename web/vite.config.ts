import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Writes dist/version.json at build time. The running app compares its timestamp with the one it stored
 * on the previous launch, so a new deployment can ask users with stale cached files to clear them.
 */
function versionFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'djshop-version-file',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const timestamp = Math.floor(Date.now() / 1000);
      writeFileSync(resolve(outDir, 'version.json'), `${JSON.stringify({ timestamp })}\n`);
    },
  };
}

// `npm run dev` serves the app with hot reload and hands every provider path to the mock (docker-compose
// points this at its mock-server service).
const proxyTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const proxied = ['/api', '/__mock', '/media', '/uploads', '/version.json', '/docs'];

/**
 * React Router 7's package exports name its development build for every condition (remix-run/react-router
 * #12437, #14102), so a production bundle would carry its dev-only warnings and checks. Builds point at the
 * production files it ships beside them.
 */
function reactRouterProductionBuild(command: 'build' | 'serve') {
  if (command !== 'build') return [];
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  base: '/',
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, { target: proxyTarget, changeOrigin: true }])) },
  // Brotli and gzip copies next to each file: the mock serves them precompressed (a real CDN would compress
  // too), so what a phone downloads is what the budgets measure.
  plugins: [
    react(),
    versionFile(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, logLevel: 'silent' }),
  ],
  resolve: { alias: [{ find: '@', replacement: srcDir }, ...reactRouterProductionBuild(command)] },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
