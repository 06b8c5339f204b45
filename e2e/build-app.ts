// Builds the app as the journeys run it, into web/dist-e2e: `npx tsx e2e/build-app.ts`. The bundle alone (`npm
// run bundle -w web`): the type check is a step of `npm test` of its own. The Playwright config's
// first mock runs this before it serves the app, unless E2E_PREBUILT=1 says `npm test` has already built it
// (beside the performance budgets, rather than at the start of the journeys).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_SITE_URL } from './fixtures/ports.ts';

/**
 * Where the journeys' build goes, under web/: a folder of its own, so that it can be made while the performance
 * budgets measure the release build in web/dist (`npm test` runs the two side by side).
 */
export const JOURNEY_DIST = 'dist-e2e';

/** What the journeys' build differs in from a release build. */
export const JOURNEY_BUILD_ENV = {
  NODE_ENV: 'production',
  // The desktop-redirect journey intercepts this host; it never resolves.
  VITE_MAIN_SITE_URL: MAIN_SITE_URL,
  // The navigation-refusal journey reaches the navigation service through these (web/src/app/e2e-hooks.ts).
  VITE_E2E_HOOKS: 'on',
  // Its brotli and gzip copies made quickly rather than at their smallest (web/vite.config.ts).
  BUILD_COMPRESSION: 'fast',
} as const;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync('npm', ['run', 'bundle', '-w', 'web', '--', '--outDir', JOURNEY_DIST], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...JOURNEY_BUILD_ENV },
  });
  process.exit(result.status ?? 1);
}
