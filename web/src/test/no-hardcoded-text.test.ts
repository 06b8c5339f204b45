import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every user-visible string must come from the locale files. This scans JSX text and the string props a
// user can see or hear for letters or CJK characters written directly in a component.

const SRC = join(import.meta.dirname, '..');
const VISIBLE_PROPS = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
const WORDY = /[A-Za-z\u3400-\u9fff\uf900-\ufaff]/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

export function findHardCodedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, fileName)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDY.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && WORDY.test(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('user-visible text', () => {
  it('is never written directly in a component', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((path) => findHardCodedText(path, readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the scan catches JSX text and visible props', () => {
    const sample = `export const A = () => <div title="Hello" aria-label={'关闭'} data-x="ok">Buy now {t('x')}</div>;`;
    expect(findHardCodedText(join(SRC, 'sample.tsx'), sample)).toHaveLength(3);
  });

  it('the scan lets translated text and symbols through', () => {
    const sample = `export const A = () => <p aria-label={t('a')} placeholder={label}>{t('b')} ‹ ? 1</p>;`;
    expect(findHardCodedText(join(SRC, 'sample.tsx'), sample)).toEqual([]);
  });
});
