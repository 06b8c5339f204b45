import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One module per provider operation (architecture guide, "One home per operation"): every call of the typed
// client (`api.GET('/api/…')`) lives in web/src/entities or web/src/lib/api, and no two modules call the same
// operation. A second module for an operation is how a key, a query's options or an invalidation drifts apart.

const SRC = join(import.meta.dirname, '..');
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const HOMES = ['entities/', 'lib/api/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface OperationCall {
  /** `GET /api/h5.user/userInfo` */
  operation: string;
  file: string;
  line: number;
}

/**
 * Every client call in the given sources, by method and path. A path given as a constant (`api.GET(PATH)`) is
 * looked up among the string constants the sources declare.
 */
export function operationCalls(sources: readonly { file: string; text: string }[]): OperationCall[] {
  const parsed = sources.map(({ file, text }) => ({
    file,
    ast: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
  }));
  const constants = new Map<string, string>();
  for (const { ast } of parsed) {
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isStringLiteralLike(node.initializer)
      ) {
        constants.set(node.name.text, node.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(ast);
  }
  const calls: OperationCall[] = [];
  for (const { file, ast } of parsed) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'api' &&
        METHODS.has(node.expression.name.text)
      ) {
        const [first] = node.arguments;
        const path =
          first && ts.isStringLiteralLike(first)
            ? first.text
            : first && ts.isIdentifier(first)
              ? (constants.get(first.text) ?? `<${first.text}>`)
              : `<${first?.getText(ast) ?? 'none'}>`;
        const { line } = ast.getLineAndCharacterOfPosition(node.getStart(ast));
        calls.push({ operation: `${node.expression.name.text} ${path}`, file, line: line + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(ast);
  }
  return calls;
}

/** Operations called from more than one module, with the modules. */
export function duplicatedOperations(calls: readonly OperationCall[]): Record<string, string[]> {
  const homes = new Map<string, Set<string>>();
  for (const call of calls) homes.set(call.operation, (homes.get(call.operation) ?? new Set()).add(call.file));
  return Object.fromEntries(
    [...homes].filter(([, files]) => files.size > 1).map(([operation, files]) => [operation, [...files].sort()]),
  );
}

const calls = operationCalls(
  sourceFiles(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') })),
);

describe('one home per provider operation', () => {
  it('finds the client calls (the scan still sees them)', () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.map((call) => call.operation)).toContain('GET /api/h5.user/userInfo');
    expect(calls.map((call) => call.operation)).toContain('GET /api/h5.index/getPopup');
    expect(calls.filter((call) => call.operation.includes('<'))).toEqual([]);
  });

  it('calls the provider only from web/src/entities and web/src/lib/api', () => {
    expect(calls.filter((call) => !HOMES.some((home) => call.file.startsWith(home)))).toEqual([]);
  });

  it('calls each operation from one module only', () => {
    expect(duplicatedOperations(calls)).toEqual({});
  });

  it('reports an operation called from two modules, by literal or by constant', () => {
    const found = operationCalls([
      { file: 'entities/user/getUserInfo.ts', text: "export const a = () => api.GET('/api/h5.user/userInfo');" },
      {
        file: 'features/wallet/info.ts',
        text: "const INFO = '/api/h5.user/userInfo';\nexport const b = () => api.GET(INFO, {});",
      },
      { file: 'entities/user/edit.ts', text: "export const c = () => api.POST('/api/h5.user/userInfo', {});" },
      {
        file: 'entities/goods/list.ts',
        text: "export const d = () => [api.GET('/api/h5.index/top'), api.GET('/api/h5.index/top')];",
      },
    ]);
    expect(duplicatedOperations(found)).toEqual({
      'GET /api/h5.user/userInfo': ['entities/user/getUserInfo.ts', 'features/wallet/info.ts'],
    });
  });
});
