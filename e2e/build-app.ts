// Builds web/dist as the journeys run it: `npx tsx e2e/build-app.ts`. The Playwright config's first mock runs
// this before it serves the app, unless E2E_PREBUILT=1 says `npm test` has already built it (beside the
// contract suite, which needs no build, rather than at the start of the journeys).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_SITE_URL } from './fixtures/ports.ts';

/** What the journeys' build differs in from a release build. */
export const JOURNEY_BUILD_ENV = {
  NODE_ENV: 'production',
  // The desktop-redirect journey intercepts this host; it never resolves.
  VITE_MAIN_SITE_URL: MAIN_SITE_URL,
  // The navigation-refusal journey reaches the navigation service through these (web/src/app/e2e-hooks.ts).
  VITE_E2E_HOOKS: 'on',
} as const;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...JOURNEY_BUILD_ENV },
  });
  process.exit(result.status ?? 1);
}
