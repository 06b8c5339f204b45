import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../src/contract.ts';

const table = JSON.parse(readFileSync(new URL('../spec-calls.json', import.meta.url), 'utf8')) as {
  calls: { method: string; path: string }[];
};

describe("the spec's call table", () => {
  const ops = listOperations(loadContract());

  it('holds all 54 calls of the specification', () => {
    expect(table.calls).toHaveLength(54);
  });

  it.each(table.calls)('$method $path is in openapi.yaml, case as written, marked x-provenance: spec', (call) => {
    const op = ops.find((o) => o.path === call.path && o.method === call.method.toLowerCase());
    expect(op, `${call.method} ${call.path} is missing`).toBeDefined();
    expect(op?.operation['x-provenance']).toBe('spec');
  });

  it('tells paths apart by case (h5.Writer and h5.writer are different calls)', () => {
    const paths = new Set(ops.map((o) => o.path));
    expect(paths.has('/api/h5.Writer/amount')).toBe(true);
    expect(paths.has('/api/h5.writer/amount')).toBe(false);
    expect(paths.has('/api/h5.Index/setSystemInfo')).toBe(true);
    expect(paths.has('/api/h5.index/setSystemInfo')).toBe(false);
  });

  it('marks as spec only the calls of the table and the upload call', () => {
    const spec = ops.filter((o) => o.operation['x-provenance'] === 'spec').map((o) => `${o.method} ${o.path}`);
    const expected = [...table.calls.map((c) => `${c.method.toLowerCase()} ${c.path}`), 'post /api/common/upload'];
    expect(spec.sort()).toEqual(expected.sort());
  });
});
