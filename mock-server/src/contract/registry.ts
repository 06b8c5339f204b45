// Matches the contract's operations with the handlers/<tag>.ts files. An operation without a handler or a
// handler without an operation stops the server, naming them, so the mock cannot drift from the contract.
import type { AnyHandler, HandlerSpec } from '../handlers/define.ts';
import type { CompiledOperation } from './operations.ts';

export interface BoundOperation {
  operation: CompiledOperation;
  spec: HandlerSpec<never> & { handle: (ctx: never) => unknown };
}

export interface RegistryReport {
  bound: BoundOperation[];
  /** operationIds without a handler, by tag. */
  missing: Map<string, string[]>;
  /** Handlers whose operationId is not in the contract, with the file that exports them. */
  orphans: { operationId: string; file: string }[];
  /** Handlers exported from the file of another tag. */
  misplaced: { operationId: string; file: string; tag: string }[];
}

export class RegistryError extends Error {}

const asSpec = (h: AnyHandler): BoundOperation['spec'] =>
  (typeof h === 'function' ? { read: false, handle: h } : h) as BoundOperation['spec'];

export function matchHandlers(
  operations: CompiledOperation[],
  handlerFiles: Record<string, Record<string, AnyHandler | undefined>>,
): RegistryReport {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const found = new Map<string, { file: string; handler: AnyHandler }>();
  const orphans: RegistryReport['orphans'] = [];
  const misplaced: RegistryReport['misplaced'] = [];
  for (const [file, handlers] of Object.entries(handlerFiles)) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (!handler) continue;
      const op = byId.get(operationId);
      if (!op) orphans.push({ operationId, file });
      else if (op.tag !== file) misplaced.push({ operationId, file, tag: op.tag });
      else found.set(operationId, { file, handler });
    }
  }
  const bound: BoundOperation[] = [];
  const missing = new Map<string, string[]>();
  for (const op of operations) {
    const entry = found.get(op.operationId);
    if (entry) bound.push({ operation: op, spec: asSpec(entry.handler) });
    else if (!misplaced.some((m) => m.operationId === op.operationId)) {
      missing.set(op.tag, [...(missing.get(op.tag) ?? []), op.operationId]);
    }
  }
  return { bound, missing, orphans, misplaced };
}

export function describeReport(report: RegistryReport, allowMissing: boolean): string | null {
  const lines: string[] = [];
  if (report.missing.size && !allowMissing) {
    lines.push('Operations in openapi.yaml without a handler (by tag):');
    for (const [tag, ids] of report.missing) lines.push(`  ${tag} (src/handlers/${tag}.ts): ${ids.join(', ')}`);
  }
  if (report.orphans.length) {
    lines.push('Handlers without an operation in openapi.yaml:');
    for (const o of report.orphans) lines.push(`  ${o.operationId} (src/handlers/${o.file}.ts)`);
  }
  if (report.misplaced.length) {
    lines.push('Handlers in the file of another tag:');
    for (const m of report.misplaced) lines.push(`  ${m.operationId} is in ${m.file}.ts but tagged ${m.tag}`);
  }
  return lines.length ? lines.join('\n') : null;
}
