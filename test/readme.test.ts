import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const scripts = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const ci = readFileSync(`${root}.ci/run`, 'utf8');

describe('README quick start', () => {
  it('gives the two commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(3);
    for (const name of named) expect(scripts[name], `npm run ${name}`).toBeDefined();
  });

  it('is what CI runs', () => {
    expect(ci).toMatch(/^npm ci$/m);
    expect(ci).toMatch(/^npm test$/m);
  });
});
