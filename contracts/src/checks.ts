// The four checks every operation gets: its documented example succeeds, a protected call without a token
// is refused with 401, generated invalid input is refused with a failure envelope, generated valid input
// gets a documented answer. Each returns one record for the operation × check matrix.
import { CheckFailed, type CheckRecord, type Context, type Failure } from './context.ts';
import { exampleFixture } from './fixtures.ts';
import type { RequestInput } from './generators.ts';
import type { OperationModel } from './model.ts';
import type { Expect } from './validators.ts';

export const OPERATION_CHECKS = ['example', 'unauthorized', 'invalid', 'valid'] as const;
export type OperationCheck = (typeof OPERATION_CHECKS)[number];

/** Operations whose valid calls end the session they are made with, so each gets a session of its own. */
const ENDS_SESSION = new Set(['logout']);
const MAX_FAILURES_KEPT = 5;
/** Prism 5's proxy re-encodes a multipart body as text, so an uploaded file arrives corrupted. */
export const PRISM_MULTIPART =
  'behind Prism: its proxy re-encodes multipart bodies, so uploads are checked in the direct run';

const merge = (base: RequestInput, patch: Partial<RequestInput> | undefined): RequestInput => {
  if (!patch) return base;
  const body =
    patch.body !== undefined && base.body && typeof base.body === 'object' && !Array.isArray(base.body)
      ? { ...(base.body as object), ...(patch.body as object) }
      : (patch.body ?? base.body);
  return {
    ...base,
    path: { ...base.path, ...patch.path },
    query: { ...base.query, ...patch.query },
    headers: { ...base.headers, ...patch.headers },
    body,
  };
};

async function tokenFor(ctx: Context, op: OperationModel, account?: string): Promise<string | null> {
  if (op.auth === 'none') return null;
  if (ENDS_SESSION.has(op.operationId)) return ctx.login(account ?? ctx.config.account);
  return ctx.session(account);
}

async function runCases(
  ctx: Context,
  op: OperationModel,
  check: OperationCheck,
  inputs: RequestInput[],
  expect: Expect,
  token: (input: RequestInput) => Promise<string | null>,
): Promise<CheckRecord> {
  const started = performance.now();
  const failures: Failure[] = [];
  let failed = 0;
  for (const input of inputs) {
    const { exchange, judgement } = await ctx.exchange(op, input, await token(input), expect);
    if (judgement.problems.length) {
      failed += 1;
      if (failures.length < MAX_FAILURES_KEPT) {
        failures.push({ message: `[${input.label}] ${judgement.problems.join('; ')}`, curl: exchange.curl });
      }
    }
  }
  const note = failed > failures.length ? `${failed} of ${inputs.length} cases failed` : undefined;
  return {
    operationId: op.operationId,
    check,
    status: failed ? 'fail' : 'pass',
    cases: inputs.length,
    failures,
    ms: performance.now() - started,
    ...(note ? { note } : {}),
  };
}

const record = (op: OperationModel, check: OperationCheck, status: CheckRecord['status'], note: string) =>
  ({ operationId: op.operationId, check, status, cases: 0, failures: [], note, ms: 0 }) satisfies CheckRecord;

export async function exampleCheck(ctx: Context, op: OperationModel): Promise<CheckRecord> {
  if (ctx.config.prism && op.body?.mediaType === 'multipart/form-data')
    return record(op, 'example', 'n/a', PRISM_MULTIPART);
  const started = performance.now();
  try {
    const fixture = await exampleFixture(ctx, op);
    const input = merge(ctx.generator.exampleInput(op), fixture?.patch);
    const token = fixture?.token ?? (await tokenFor(ctx, op, fixture?.account));
    const result = await runCases(ctx, op, 'example', [input], fixture?.expect ?? 'success', async () => token);
    if (fixture?.note) result.note = fixture.note;
    return result;
  } catch (error) {
    const message = error instanceof CheckFailed ? error.message : String(error);
    return {
      operationId: op.operationId,
      check: 'example',
      status: 'fail',
      cases: 1,
      failures: [{ message: `${op.operationId}: preparing the example failed: ${message}`, curl: '' }],
      ms: performance.now() - started,
    };
  }
}

export function unauthorizedCheck(ctx: Context, op: OperationModel): Promise<CheckRecord> | CheckRecord {
  if (op.auth !== 'required')
    return record(op, 'unauthorized', 'n/a', `security: ${op.auth === 'none' ? 'public' : 'token optional'}`);
  // Prism refuses a request without its security itself, before the provider sees it.
  if (ctx.config.prism) return record(op, 'unauthorized', 'excluded', 'behind Prism: breaks the contract on purpose');
  const input = ctx.generator.exampleInput(op);
  input.label = 'example without a token';
  return runCases(ctx, op, 'unauthorized', [input], 'unauthorized', async () => null);
}

export function invalidCheck(ctx: Context, op: OperationModel): Promise<CheckRecord> | CheckRecord {
  if (ctx.config.prism) return record(op, 'invalid', 'excluded', 'behind Prism: breaks the contract on purpose');
  const inputs = ctx.generator.invalid(op, ctx.config.cases);
  if (inputs.length === 0) return record(op, 'invalid', 'n/a', 'no input to break');
  return runCases(ctx, op, 'invalid', inputs, 'failure', () => tokenFor(ctx, op));
}

export function validCheck(ctx: Context, op: OperationModel): Promise<CheckRecord> {
  const inputs = Array.from({ length: ctx.config.cases }, (_, i) => ctx.generator.valid(op, i));
  return runCases(ctx, op, 'valid', inputs, 'documented', () => tokenFor(ctx, op));
}
