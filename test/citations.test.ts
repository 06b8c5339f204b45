import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A reader of the repository cannot open the client's specification, its notes or the issue tracker, so a
// comment, a description or a README that cites them by section or number points nowhere. They cite the
// repository's own pages instead: docs/behaviour.md#<topic>, docs/performance.md.

const root = fileURLToPath(new URL('..', import.meta.url));
const self = 'test/citations.test.ts';

/** Source, configuration and documentation: what people read. Lockfiles are not written by people. */
const READ = /\.(?:[cm]?[jt]sx?|css|ya?ml|jsonc?|md|grit|html)$/;

const CITATIONS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a section sign', /\u00a7/],
  ['an issue number', /\bissues?\s+#?\d+/i],
  ['an issue number in parentheses', /\(#\d+\)/],
  ['the issue', /\bthe issue\b(?! tracker)/i],
  ['the behaviour notes', /\bbehaviou?r[- ]notes\b/i],
  ['the product spec', /\bproduct-spec\b|\bproduct spec\b/i],
  ['a working session', /\bsession\s+\d+\b/i],
];

/** Each line of `text` that cites something outside the repository, as `path:line: what`. */
function citationsIn(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [what, pattern] of CITATIONS) {
      if (pattern.test(line)) found.push(`${path}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    }
  });
  return found;
}

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => READ.test(path) || path === '.ci/run')
  .filter((path) => path !== self && !path.endsWith('package-lock.json') && !path.includes('node_modules/'));

describe('citations', () => {
  it('reads the source, the contract and the READMEs', () => {
    for (const path of ['openapi.yaml', 'README.md', 'web/src/lib/navigation.ts', 'mock-server/src/app.ts']) {
      expect(files).toContain(path);
    }
  });

  it('finds each kind of outside citation', () => {
    expect(citationsIn('x.ts', '// the popup (spec \u00a72)')).toHaveLength(1);
    expect(citationsIn('x.ts', "// within issue 25's 50 ms")).toHaveLength(1);
    expect(citationsIn('x.ts', '/* the crate (#25) */')).toHaveLength(1);
    expect(citationsIn('x.md', 'which item 3 of the issue puts last')).toHaveLength(1);
    expect(citationsIn('x.ts', "// the issue's 35 requests")).toHaveLength(1);
    expect(citationsIn('x.ts', '// uni-app semantics (behaviour-notes)')).toHaveLength(1);
    expect(citationsIn('x.ts', '// every number of product-spec')).toHaveLength(1);
    expect(citationsIn('x.ts', '// found in session 4')).toHaveLength(1);
    expect(citationsIn('x.ts', '// uni-app semantics (docs/behaviour.md#navigation)')).toEqual([]);
    expect(citationsIn('x.css', 'color: #333; /* the session token */')).toEqual([]);
  });

  it('finds none in the repository: cite docs/behaviour.md#<topic> or docs/performance.md instead', () => {
    const found = files.flatMap((path) => citationsIn(path, readFileSync(join(root, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
