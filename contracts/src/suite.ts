// One run of the suite against one server: the operation checks (bounded concurrency), then the flows (one
// at a time, since they share the server's state and clock), then the coverage rule.
import {
  exampleCheck,
  invalidCheck,
  OPERATION_CHECKS,
  PRISM_MULTIPART,
  unauthorizedCheck,
  validCheck,
} from './checks.ts';
import { CheckFailed, type CheckRecord, Context, type Failure, type SuiteConfig } from './context.ts';
import { FLOWS } from './flows/index.ts';
import { Generator } from './generators.ts';
import { pool } from './http.ts';
import { type ContractModel, loadModel, type OperationModel } from './model.ts';
import { Validators } from './validators.ts';

export interface FlowRecord {
  name: string;
  status: 'pass' | 'fail' | 'excluded';
  failures: Failure[];
  note?: string;
  ms: number;
}

export interface SuiteResult {
  config: SuiteConfig;
  operations: OperationModel[];
  records: CheckRecord[];
  flows: FlowRecord[];
  /** Operations with no check that ran. */
  uncovered: string[];
  prismViolations: Failure[];
  flowCoverage: Record<string, string[]>;
  ms: number;
  passed: boolean;
}

let shared: { model: ContractModel; validators: Validators } | undefined;

export function inScope(config: SuiteConfig, op: OperationModel): boolean {
  if (config.only.length && !config.only.includes(op.operationId)) return false;
  if (config.readOnly) return op.method === 'GET' && op.provenance === 'spec';
  return true;
}

export async function runSuite(config: SuiteConfig): Promise<SuiteResult> {
  const started = performance.now();
  shared ??= (() => {
    const model = loadModel();
    return { model, validators: new Validators(model) };
  })();
  const { model, validators } = shared;
  const ctx = new Context(config, model, new Generator(validators, config.seed), validators);
  const selected = model.operations.filter((op) => inScope(config, op));
  const skipped = model.operations.filter((op) => !inScope(config, op) && !config.only.length);
  validators.warm(selected);

  if (config.control) await ctx.control('/reset');
  const records: CheckRecord[] = [];
  // Examples first and all together: they rely on the seeded state that generated cases may change.
  // Behind Prism's proxy each call costs a full validation of a 10,000-line document, so the independent
  // pass sends what the provider really sees (examples, calls without a token, the flows) and leaves the
  // generated cases, which only exercise the mock's own validation, to the direct run.
  const phases = config.prism
    ? [exampleCheck, unauthorizedCheck]
    : [exampleCheck, unauthorizedCheck, invalidCheck, validCheck];
  for (const phase of phases) {
    const t = performance.now();
    records.push(
      ...(await pool(
        config.concurrency,
        selected.map((op) => async () => phase(ctx, op)),
      )),
    );
    if (process.env.CONTRACT_DEBUG) console.log(`${phase.name}: ${Math.round(performance.now() - t)} ms`);
  }
  for (const op of skipped) {
    for (const check of OPERATION_CHECKS) {
      records.push({
        operationId: op.operationId,
        check,
        status: 'excluded',
        cases: 0,
        failures: [],
        note: 'a remote server: only x-provenance spec GETs run without --writes',
        ms: 0,
      });
    }
  }

  const flows: FlowRecord[] = [];
  if (config.flows) {
    for (const flow of FLOWS) {
      const t = performance.now();
      const needs = flow.needs ?? [];
      const missing =
        (needs.includes('writes') && !config.writes) || (needs.includes('control') && !config.control)
          ? `needs ${needs.join(' and ')}`
          : config.prism && needs.includes('invalid')
            ? 'behind Prism: sends invalid input on purpose'
            : config.prism && needs.includes('upload')
              ? PRISM_MULTIPART
              : null;
      if (missing) {
        flows.push({ name: flow.name, status: 'excluded', failures: [], note: missing, ms: 0 });
        continue;
      }
      try {
        if (config.control) await ctx.control('/reset');
        ctx.forgetSessions();
        await flow.run(ctx);
        flows.push({ name: flow.name, status: 'pass', failures: [], ms: performance.now() - t });
      } catch (error) {
        const message =
          error instanceof CheckFailed
            ? error.message
            : error instanceof Error
              ? (error.stack ?? error.message)
              : String(error);
        const [head, curl] = message.split('\n  reproduce: ');
        flows.push({
          name: flow.name,
          status: 'fail',
          failures: [{ message: `flow ${flow.name}: ${head}`, curl: curl ?? '' }],
          ms: performance.now() - t,
        });
      }
    }
  }

  const ran = new Set(records.filter((r) => r.status === 'pass' || r.status === 'fail').map((r) => r.operationId));
  for (const id of ctx.flowCoverage.keys()) ran.add(id);
  const skippedBehindPrism = (op: OperationModel) => config.prism && op.body?.mediaType === 'multipart/form-data';
  const uncovered = selected
    .filter((op) => !ran.has(op.operationId) && !skippedBehindPrism(op))
    .map((op) => op.operationId);
  const failed =
    records.some((r) => r.status === 'fail') ||
    flows.some((f) => f.status === 'fail') ||
    uncovered.length > 0 ||
    ctx.prismViolations.length > 0;
  return {
    config,
    operations: model.operations,
    records,
    flows,
    uncovered,
    prismViolations: ctx.prismViolations,
    flowCoverage: Object.fromEntries([...ctx.flowCoverage].map(([k, v]) => [k, [...v].sort()])),
    ms: performance.now() - started,
    passed: !failed,
  };
}
