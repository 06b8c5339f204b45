// The run's report: the operation × check matrix on the console, every failure with the curl that
// reproduces it, and the same as JSON and JUnit XML under contracts/reports/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATION_CHECKS } from './checks.ts';
import type { SuiteResult } from './suite.ts';

const MARK = { pass: '✓', fail: '✗', 'n/a': '·', excluded: '-' } as const;

export function matrixText(result: SuiteResult): string {
  const byOp = new Map<string, Map<string, string>>();
  for (const r of result.records) {
    const row = byOp.get(r.operationId) ?? new Map<string, string>();
    row.set(r.check, `${MARK[r.status]}${r.cases > 1 ? r.cases : ''}`);
    byOp.set(r.operationId, row);
  }
  const width = Math.max(...result.operations.map((o) => o.operationId.length), 9);
  const cols = [...OPERATION_CHECKS, 'flows'];
  const lines = [`${'operation'.padEnd(width)}  ${cols.map((c) => c.padEnd(12)).join('')}`];
  for (const op of result.operations) {
    const row = byOp.get(op.operationId);
    if (!row && result.config.only.length) continue;
    const flows = result.flowCoverage[op.operationId]?.length ?? 0;
    const cells = [...OPERATION_CHECKS.map((c) => row?.get(c) ?? '?'), flows ? `✓${flows}` : '·'];
    lines.push(`${op.operationId.padEnd(width)}  ${cells.map((c) => c.padEnd(12)).join('')}`);
  }
  lines.push('', `${'flow'.padEnd(width)}  result`);
  for (const f of result.flows) {
    lines.push(`${f.name.padEnd(width)}  ${MARK[f.status]} ${f.status}${f.note ? ` (${f.note})` : ''}`);
  }
  lines.push('', "✓ passed (N = cases)  ✗ failed  · not applicable  - excluded by the run's policy");
  return lines.join('\n');
}

export function failuresText(result: SuiteResult): string {
  const out: string[] = [];
  for (const r of result.records) {
    for (const f of r.failures) out.push(`✗ ${r.operationId} · ${r.check}\n  ${f.message}\n  reproduce: ${f.curl}`);
    if (r.note && r.status === 'fail') out.push(`  (${r.note})`);
  }
  for (const fl of result.flows) {
    for (const f of fl.failures) out.push(`✗ flow ${fl.name}\n  ${f.message}\n  reproduce: ${f.curl}`);
  }
  for (const f of result.prismViolations) out.push(`✗ Prism\n  ${f.message}\n  reproduce: ${f.curl}`);
  for (const id of result.uncovered) out.push(`✗ ${id}: no check ran for this operation of openapi.yaml`);
  return out.join('\n');
}

export function summaryText(result: SuiteResult): string {
  const count = (s: string) => result.records.filter((r) => r.status === s).length;
  const cases = result.records.reduce((n, r) => n + r.cases, 0);
  const flows = result.flows.filter((f) => f.status === 'pass').length;
  return [
    `${result.passed ? 'PASS' : 'FAIL'} against ${result.config.baseUrl}: ${count('pass')} checks passed, ${count('fail')} failed, ${count('n/a')} n/a, ${count('excluded')} excluded`,
    `${cases} requests in operation checks; flows ${flows}/${result.flows.length} passed; seed ${result.config.seed}, ${result.config.cases} cases per check; ${(result.ms / 1000).toFixed(1)} s`,
  ].join('\n');
}

const xml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function junitXml(result: SuiteResult, suiteName = 'contracts'): string {
  const cases: string[] = [];
  let failures = 0;
  let skipped = 0;
  const testcase = (cls: string, name: string, ms: number, status: string, body: string) => {
    if (status === 'fail') failures += 1;
    if (status === 'excluded' || status === 'n/a') skipped += 1;
    cases.push(
      `    <testcase classname="${xml(cls)}" name="${xml(name)}" time="${(ms / 1000).toFixed(3)}">${body}</testcase>`,
    );
  };
  for (const r of result.records) {
    const body =
      r.status === 'fail'
        ? `<failure message="${xml(r.failures[0]?.message ?? 'failed')}">${xml(r.failures.map((f) => `${f.message}\nreproduce: ${f.curl}`).join('\n\n'))}</failure>`
        : r.status === 'pass'
          ? ''
          : `<skipped message="${xml(r.note ?? r.status)}"/>`;
    testcase(r.operationId, r.check, r.ms, r.status, body);
  }
  for (const f of result.flows) {
    const body =
      f.status === 'fail'
        ? `<failure message="${xml(f.failures[0]?.message.split('\n')[0] ?? 'failed')}">${xml(f.failures.map((x) => `${x.message}\nreproduce: ${x.curl}`).join('\n\n'))}</failure>`
        : f.status === 'excluded'
          ? `<skipped message="${xml(f.note ?? 'excluded')}"/>`
          : '';
    testcase('flows', f.name, f.ms, f.status, body);
  }
  for (const id of result.uncovered) {
    testcase(id, 'coverage', 0, 'fail', '<failure message="no check ran for this operation"/>');
  }
  if (result.prismViolations.length) {
    const text = result.prismViolations.map((v) => `${v.message}\nreproduce: ${v.curl}`).join('\n\n');
    testcase(
      'prism',
      'sl-violations',
      0,
      'fail',
      `<failure message="Prism reported violations">${xml(text)}</failure>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(suiteName)}" tests="${cases.length}" failures="${failures}" time="${(result.ms / 1000).toFixed(3)}">`,
    `  <testsuite name="${xml(suiteName)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${(result.ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function writeReports(result: SuiteResult, dir: string, name = 'contracts'): { json: string; junit: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, `${name}.json`);
  const junit = join(dir, `${name}.junit.xml`);
  const { config, operations, ...rest } = result;
  writeFileSync(
    json,
    `${JSON.stringify(
      {
        ...rest,
        config: { ...config },
        operations: operations.map((o) => ({ operationId: o.operationId, method: o.method, path: o.path })),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(junit, junitXml(result, name));
  return { json, junit };
}
