import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
/** The scripts of the root package.json, or of a workspace's (`web`, `mock-server` ...). */
const scriptsOf = (workspace?: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(`${root}${workspace ? `${workspace}/` : ''}package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
const ci = readFileSync(`${root}.ci/run`, 'utf8');

describe('README quick start', () => {
  it('gives the two commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });

  it('names only npm scripts that exist', () => {
    // `npm run bundle -w web` names a script of the web workspace.
    const named = [...readme.matchAll(/npm run ([a-z:-]+)(?: -w ([a-z-]+))?/g)].map((m) => [m[1] ?? '', m[2]] as const);
    expect(named.length).toBeGreaterThan(3);
    for (const [name, workspace] of named) {
      expect(scriptsOf(workspace)[name], `npm run ${name}${workspace ? ` -w ${workspace}` : ''}`).toBeDefined();
    }
  });

  it('is what CI runs', () => {
    // `npm ci` as its own command (run beside apt's install, its output kept), `npm test` after it.
    expect(ci).toMatch(/^npm ci( >"\$npm_log" 2>&1 &)?$/m);
    expect(ci.indexOf('npm ci')).toBeLessThan(ci.indexOf('npm test'));
    expect(ci).toMatch(/^npm test$/m);
  });
});
