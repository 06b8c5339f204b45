// The built app against the browsers we build for (docs/behaviour.md#browsers): `npm test` runs this after its
// release build (web/dist); run alone, build first (`npm run bundle -w web`).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTarget } from './browser-targets';
import { checkScripts, checkStyles } from './built-output';

const root = fileURLToPath(new URL('..', import.meta.url));
const assets = join(root, process.env.BUILT_OUTPUT_DIR ?? 'dist', 'assets');
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const built = (extension: string) =>
  existsSync(assets)
    ? readdirSync(assets)
        .filter((file) => file.endsWith(extension))
        .map((file) => join(assets, file))
    : [];

describe('the browsers we build for', () => {
  it('are the oldest of the browserslist, as the build target', () => {
    expect(buildTarget(root)).toEqual(['chrome87', 'safari15']);
  });

  it('run every built JavaScript chunk', { timeout: 60_000 }, async () => {
    const files = built('.js');
    expect(files.length, `no built chunks in ${assets}: build first`).toBeGreaterThan(10);
    expect(await checkScripts(root, files)).toEqual([]);
  });

  it('apply every built stylesheet', () => {
    const files = built('.css');
    expect(files.length, `no built stylesheets in ${assets}: build first`).toBeGreaterThan(5);
    expect(checkStyles(root, files)).toEqual([]);
  });
});

describe('the check finds what is too new', () => {
  it('a class static block, naming the browsers that lack it', async () => {
    const [problem, ...rest] = await checkScripts(root, [fixture('too-new-static-block.js')]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/ClassStaticBlocks.*chrome 87 requires 94.*safari 15 requires 16\.4/);
  });

  it('a regex lookbehind, which Safari before 16.4 cannot parse', async () => {
    expect(await checkScripts(root, [fixture('too-new-lookbehind.js')])).toEqual([
      expect.stringMatching(/regex lookbehind .*\(safari 15 requires 16\.4\)/),
    ]);
  });

  it('a function the targets lack (Object.hasOwn)', async () => {
    expect(await checkScripts(root, [fixture('too-new-api.js')])).toEqual([
      expect.stringMatching(/ObjectHasOwn.*chrome 87 requires 93/),
    ]);
  });

  it('.at() with a negative index (es-check finds it only by the name of the array)', async () => {
    const problems = await checkScripts(root, [fixture('too-new-at.js')]);
    expect(problems).toContainEqual(
      expect.stringMatching(/\.at\(\) .*chrome 87 requires 92, safari 15 requires 15\.4/),
    );
  });

  it('CSS nesting, :has() and dvh outside @supports, and allows them inside', () => {
    const problems = checkStyles(root, [fixture('too-new.css')]);
    expect(problems).toEqual([
      expect.stringMatching(/nesting at \.title/),
      expect.stringMatching(/:has\(\) at \.list:has/),
      expect.stringMatching(/dynamic viewport units .*100dvh.*safari 15 requires 15\.4/),
    ]);
    expect(checkStyles(root, [fixture('guarded.css')])).toEqual([]);
  });
});
