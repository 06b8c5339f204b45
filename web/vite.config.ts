import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { configDefaults, defineConfig } from 'vitest/config';
// Relative, so the config bundler inlines it (the package's TypeScript is not loadable by Node as it is).
import { securityHeaders } from '../api/src/security-headers';
import { buildTarget } from './build/browser-targets';
import { outdatedBrowserPage } from './build/outdated-browser';
import { parseEnv } from './src/config/env-schema';
import { rootStyleSheet } from './src/ui/layout/tokens';

/**
 * Test files that need a module graph of their own: those replacing modules (vi.mock) or loading them afresh
 * (vi.resetModules), which a graph shared with other files would not see, and those timing app-wide state
 * that an app mounted by an earlier file may still change from its timers (the content-painted signal).
 */
export const ISOLATED_TESTS = [
  // It watches the content-painted signal from a fresh launch.
  'src/app/app-launch.test.tsx',
  'src/app/tab-failure.test.tsx',
  'src/features/account/user-centre.test.tsx',
  'src/lib/content-painted.test.tsx',
  'src/lib/crate/crate.test.ts',
  'src/lib/download.test.ts',
  'src/lib/wechat.test.ts',
];

const webRoot = fileURLToPath(new URL('.', import.meta.url));
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

/**
 * `virtual:design-tokens.css`: every layer and design token of ui/layout/tokens.ts as custom properties on
 * :root, made at build time, so the tokens stay one TypeScript module without costing the app any JavaScript.
 * Vite restarts the dev server when tokens.ts changes, as it is a dependency of this config.
 */
function designTokens(): Plugin {
  const id = 'virtual:design-tokens.css';
  return {
    name: 'djshop-design-tokens',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? rootStyleSheet() : undefined),
  };
}

/**
 * `virtual:locale-loader`: how i18next gets a namespace in a locale. A build copies src/locales into
 * assets/locales/<hash of them all>/ and fetches from there, so the entry holds one url pattern instead of a
 * chunk and an import function per locale and namespace (which grew the first visit with every namespace);
 * the hash keeps the files cacheable forever. The dev server and Vitest import the JSON from src instead.
 */
function localeFiles(command: 'build' | 'serve'): Plugin {
  const id = 'virtual:locale-loader';
  const dir = join(srcDir, 'locales');
  const files = () =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .sort();
  let folder = '';
  return {
    name: 'djshop-locale-files',
    buildStart() {
      const hash = createHash('sha256');
      for (const file of files()) hash.update(file).update(readFileSync(join(dir, file)));
      folder = `assets/locales/${hash.digest('hex').slice(0, 10)}`;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (command === 'serve') {
        return `const files = import.meta.glob('/src/locales/*/*.json', { import: 'default' });
export const loadLocale = (language, namespace) => {
  const load = files[\`/src/locales/\${language}/\${namespace}.json\`];
  return load ? load() : Promise.reject(new Error(\`No strings for \${language}/\${namespace}\`));
};`;
      }
      return `export const loadLocale = (language, namespace) =>
  fetch(\`\${import.meta.env.BASE_URL}${folder}/\${language}/\${namespace}.json\`).then((response) => {
    if (!response.ok) throw new Error(\`Strings \${language}/\${namespace}: HTTP \${response.status}\`);
    return response.json();
  });`;
    },
    generateBundle() {
      if (command !== 'build') return;
      for (const file of files()) {
        const source = JSON.stringify(JSON.parse(readFileSync(join(dir, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${folder}/${file}`, source });
      }
    },
  };
}

/** lucide-react's icon modules, by every name the package exports them under (its ESM index lists them). */
function lucideIconFiles(): Map<string, string> {
  const esm = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm');
  const files = new Map<string, string>();
  const index = readFileSync(join(esm, 'lucide-react.mjs'), 'utf8');
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, join(esm, file));
  }
  return files;
}

const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/**
 * The pages people land on from a shared link, and browse from there without an account: Home, the listings
 * and categories, VIP, every goods detail page, a circle article and a musician's home, with the launch popup
 * over them. What they use of the shared blocks is the kit a first visit fetches; what only the other pages use
 * (forms, uploads, payment, the crate) is a kit of its own.
 */
const LANDING_PAGES =
  /[\\/]src[\\/]features[\\/]((home|catalog|goods|vip|popup)[\\/]|circle[\\/]CircleDetailPage\.|makers[\\/]MakersHomePage\.)/;
const FEATURE = /[\\/]src[\\/]features[\\/]/;

/**
 * The module graph, read once it is built, for the chunking below:
 * - `has`: what the entry imports statically. Left alone, the bundler splits what the entry shares with pages
 *   into a dozen small common chunks, each its own request and its own compression overhead on the first visit.
 * - `landing`: what the landing pages (LANDING_PAGES) and the shell's own lazy parts (the mini player, the
 *   launch popup, the version check) import statically, beyond the entry.
 * lucide-react's index re-exports every icon, so through it any module would reach them all: the icons a
 * module uses are read from its imports instead (`hasIcon`, `landingIcon`).
 */
function moduleGraph(): {
  plugin: Plugin;
  has: (id: string) => boolean;
  hasIcon: (id: string) => boolean;
  landing: (id: string) => boolean;
  landingIcon: (id: string) => boolean;
  /** Whether an output file is a landing page's own chunk (known from this plugin's generateBundle on). */
  landingChunk: (fileName: string) => boolean;
} {
  const reachable = new Set<string>();
  const icons = new Set<string>();
  const landingModules = new Set<string>();
  const landingIcons = new Set<string>();
  const landingChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'djshop-module-graph',
    apply: 'build',
    // Before Vite writes each lazy import's preload list (its own generateBundle runs after this one), so that
    // resolveDependencies below can tell a landing page's import from the others.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId && LANDING_PAGES.test(chunk.facadeModuleId)) {
          landingChunks.add(chunk.fileName);
        }
      }
    },
    buildEnd() {
      const iconFiles = lucideIconFiles();
      /** Walks static imports from `roots`, beyond `skip`; answers what it met and the lazy imports it saw. */
      const walk = (roots: readonly string[], named: Set<string>, skip: ReadonlySet<string>) => {
        const met = new Set<string>();
        const lazy: string[] = [];
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (met.has(id) || skip.has(id)) continue;
          met.add(id);
          const info = this.getModuleInfo(id);
          if (!id.includes('node_modules')) {
            for (const [, names = ''] of (info?.code ?? '').matchAll(LUCIDE_IMPORT)) {
              for (const name of names.split(',')) {
                const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0] ?? '');
                if (file) named.add(file);
              }
            }
          }
          const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
          lazy.push(...dynamic);
          for (const next of info?.importedIds ?? []) if (!dynamic.has(next)) stack.push(next);
        }
        return { met, lazy };
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const fromEntry = walk(entries, icons, new Set());
      for (const id of fromEntry.met) reachable.add(id);
      // The entry's lazy imports are every route's page and the shell's own parts; of the pages, the landing ones.
      const roots = fromEntry.lazy.filter((id) => !FEATURE.test(id) || LANDING_PAGES.test(id));
      for (const id of walk(roots, landingIcons, reachable).met) landingModules.add(id);
    },
  };
  return {
    plugin,
    has: (id) => reachable.has(id),
    hasIcon: (id) => icons.has(id),
    landing: (id) => landingModules.has(id),
    landingIcon: (id) => landingIcons.has(id),
    landingChunk: (fileName) => landingChunks.has(fileName),
  };
}

// `npm run dev` serves the app with hot reload and hands every provider path to the mock (docker-compose
// points this at its mock-server service).
const proxyTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const proxied = ['/api', '/__mock', '/media', '/uploads', '/version.json', '/docs'];

/**
 * The headers the mock sends with the built app (@djshop/api/security-headers), with the provider's and
 * the media origins this build talks to; the dev server's allow its inline preamble and injected styles.
 */
export function appHeaders(mode: string, dev: boolean): Record<string, string> {
  const env = parseEnv(loadEnv(mode, webRoot, 'VITE_'));
  const providerOrigins = [env.apiBase, ...env.mediaOrigins]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return securityHeaders({ providerOrigins, dev });
}

export default defineConfig(({ command, mode }) => {
  const entry = moduleGraph();
  const sharedBlock = (id: string) =>
    !entry.has(id) &&
    (/[\\/]src[\\/](ui|lib|entities|config)[\\/]/.test(id) ||
      // What pages share of the libraries the entry uses in part (a mutation hook, the viewport observer): each
      // was a chunk of 1 KB of its own, one more request on a cold detail page.
      /node_modules[\\/](react-intersection-observer|@tanstack[\\/](react-)?query(-core)?)[\\/]/.test(id));
  return {
    base: '/',
    // The build's settings, checked here (a bad one fails the build) and written into the app as a constant
    // (config/env.ts), so the checks cost the app no JavaScript.
    define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, webRoot, 'VITE_'))) },
    server: {
      headers: appHeaders(mode, true),
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: proxyTarget, changeOrigin: true }])),
    },
    preview: { headers: appHeaders(mode, false) },
    // Brotli and gzip copies next to each file: the mock serves them precompressed (a real CDN would compress
    // too), so what a phone downloads is what the budgets measure. At their smallest (the plugin's default, brotli
    // 11 and gzip 9) but for the journeys' build (BUILD_COMPRESSION=fast, e2e/build-app.ts), which a browser on
    // loopback reads and no budget weighs: brotli 5 and gzip 6 took it 5.8 s and 7.8 CPU-seconds where it took
    // 9.3 and 11.6, beside the budgets' Lighthouse runs.
    plugins: [
      react(),
      designTokens(),
      localeFiles(command),
      versionFile(),
      outdatedBrowserPage(join(srcDir, 'locales')),
      compression({
        algorithms:
          process.env.BUILD_COMPRESSION === 'fast'
            ? [
                ['brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }],
                ['gzip', { level: 6 }],
              ]
            : ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json)$/,
        logLevel: 'silent',
      }),
      entry.plugin,
    ],
    resolve: {
      alias: [
        { find: '@', replacement: srcDir },
        // React Router's package points every condition at its development build (warnings and their texts);
        // its production build, beside it, is what a release ships.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: join(
                  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
                  'dist/production/index.mjs',
                ),
              },
            ]
          : []),
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: join(webRoot, 'build/use-sync-external-store-shim.ts'),
        },
      ],
    },
    build: {
      // The oldest browsers of package.json's browserslist (docs/behaviour.md#browsers): Oxc lowers the JavaScript
      // and Lightning CSS the stylesheets (cssTarget follows target) to what they run; the built-output check
      // (build/built-output.test.ts) proves nothing newer is left.
      target: buildTarget(webRoot),
      sourcemap: true,
      modulePreload: {
        // index.html keeps its full preload list (the first visit), and so does a landing page's import: its
        // chunk and the chunks it imports are asked for at once, beside its stylesheets. Without the list, Vite's
        // preload waited for the page's stylesheets before importing the page, and the page's imports (icons,
        // kit, the detail blocks) were asked for only once it had been parsed: two round trips more between a
        // shared link's entry and its cover on slow 4G. Any other page fetches its own imports as it is parsed:
        // writing every page's list into the entry (`__vite__mapDeps`) would grow the first visit's JavaScript
        // with every route added.
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'html' || entry.landingChunk(file) ? deps : [],
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                priority: 3,
                test: (id: string) =>
                  entry.hasIcon(id) || (entry.has(id) && !/node_modules[\\/](lucide-react|@tanstack)[\\/]/.test(id)),
              },
              // The icons the pages use, in two chunks of a few KB: those of the landing pages and the rest. Left
              // alone, each icon shared by two pages was a chunk of its own, under 1 KB, fetched one after another
              // as pages' chunks were parsed; in one chunk, Home fetched every page's icons. Their own dependencies
              // (lucide's createLucideIcon) stay with the entry, which uses them too.
              {
                name: 'icons',
                priority: 2,
                test: (id: string) => LUCIDE_ICON.test(id) && !entry.hasIcon(id) && entry.landingIcon(id),
                includeDependenciesRecursively: false,
              },
              {
                name: 'icons-more',
                priority: 2,
                test: (id: string) => LUCIDE_ICON.test(id) && !entry.hasIcon(id) && !entry.landingIcon(id),
                includeDependenciesRecursively: false,
              },
              // Two libraries that only some pages need, each a chunk of its own: left to the kit below (which takes its
              // modules' dependencies with it), they made every page that touched the kit fetch them too (Home about
              // 20 KB it never ran). The app's modules that import them come along, or the kit
              // would import the chunk again.
              {
                name: 'sanitizer',
                priority: 2,
                test: /node_modules[\\/]dompurify[\\/]|[\\/]src[\\/](lib[\\/]rich-text|features[\\/]goods[\\/]components[\\/]SanitizedHtml)\./,
                includeDependenciesRecursively: false,
              },
              {
                name: 'virtual',
                priority: 2,
                test: /node_modules[\\/]@tanstack[\\/](react-)?virtual(-core)?[\\/]|[\\/]src[\\/]ui[\\/](infinite-list[\\/]|goods[\\/]GoodsInfiniteList\.)/,
                includeDependenciesRecursively: false,
              },
              // The small shared building blocks pages share (ui/, lib/, entities/, config/), in two chunks instead of
              // dozens of 1 KB ones, each a request and a wave of its own once a page's chunk is parsed: what the
              // landing pages use, and the rest. In one chunk, Home fetched about 20 KB it did not use; the other
              // pages fetch both, one request more. (A third, of what only the goods detail pages use, saved Home
              // 1 KB and cost the track link a stylesheet request.)
              {
                name: 'kit',
                priority: 1,
                minShareCount: 2,
                test: (id: string) => sharedBlock(id) && entry.landing(id),
              },
              {
                name: 'kit-more',
                priority: 0,
                minShareCount: 2,
                test: (id: string) => sharedBlock(id) && !entry.landing(id),
              },
              // The parts the goods detail pages share (action bar, sections, the login gate): one chunk, not three.
              {
                name: 'goods-detail',
                priority: 1,
                minShareCount: 2,
                test: /[\\/]src[\\/]features[\\/]goods[\\/](components[\\/](?!SanitizedHtml)|useGoodsActions)/,
              },
            ],
          },
        },
      },
    },
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      // One DOM and one module graph per worker instead of one per file: setting them up again for each of
      // the ~80 files was most of the step on two cores (208 s with a process per file, 159 s with a thread
      // per file, 25 s shared). Each test starts from cleared storage (src/test/setup.ts); the files that
      // replace modules with vi.mock run isolated, in the `web-isolated` project (vitest.isolated.config.ts).
      pool: 'threads',
      isolate: false,
      exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
