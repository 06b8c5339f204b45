// Judges one answer against the operation's documented responses and the provider's envelope rules
// (docs/behaviour.md#requests). Every problem names the operation and the field, because a report that says only
// "invalid" sends whoever reads it back to the raw answer.
import { createContractAjv } from '@djshop/api/contract';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ContractModel, OperationModel } from './model.ts';

export const SUCCESS_CODES = new Set([1, 200]);
export const FAILURE_CODES = new Set([0, 3, 30001, -95102]);
const ENVELOPE_FIELDS = ['code', 'msg', 'time', 'data'] as const;
const UPLOAD_OPERATION = 'uploadFile';
/** Static files the contract describes outside the envelope. */
const RAW_OPERATIONS = new Set(['getVersionFile']);

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  headers: Record<string, string>;
}

/** What a check expects of an answer beyond "documented and valid". */
export type Expect = 'success' | 'failure' | 'unauthorized' | 'documented';

export type Outcome = 'success' | 'failure' | 'unauthorized' | 'other';

export interface Judgement {
  problems: string[];
  outcome: Outcome;
  body: unknown;
  code: number | undefined;
  msg: string | undefined;
}

const firstH1 = (html: string): string => /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]?.trim().slice(0, 200) ?? '';
const short = (value: unknown): string => {
  const s = JSON.stringify(value);
  return s === undefined ? 'undefined' : s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

const at = (body: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], body);

export function describeErrors(errors: ErrorObject[] | null | undefined, body: unknown): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of errors ?? []) {
    // A failed `oneOf`/`allOf`/`if` only repeats what its branches already said.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'allOf' || e.keyword === 'if') continue;
    let field = e.instancePath || '/';
    let text = e.message ?? e.keyword;
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty?: string }).missingProperty;
      field = `${e.instancePath}/${missing}`;
      text = 'is required but missing';
    } else if (e.keyword === 'additionalProperties') {
      field = `${e.instancePath}/${(e.params as { additionalProperty?: string }).additionalProperty}`;
      text = 'is not documented (additionalProperties: false)';
    } else {
      text = `${text} (got ${short(at(body, e.instancePath))})`;
    }
    const line = `${field} ${text}`;
    if (!seen.has(line)) out.push(line);
    seen.add(line);
  }
  return out;
}

/** The peak levels a detail answer's waveform has: its documented resolution. */
export const WAVEFORM_RESOLUTION = 120;

/**
 * What the schema cannot say of a detail answer's waveform: one level per slice of the documented
 * resolution, whole levels within 0 to 255, and scaled so that the loudest slice is 255 (a waveform
 * of silence is all zeros). No waveform is no problem: it is optional.
 */
export function waveformProblems(waveform: unknown): string[] {
  if (waveform === undefined) return [];
  if (!waveform || typeof waveform !== 'object') return [`must be an object, got ${short(waveform)}`];
  const { peaks, seconds } = waveform as { peaks?: unknown; seconds?: unknown };
  const problems: string[] = [];
  if (typeof seconds !== 'number' || !(seconds > 0)) problems.push(`seconds must be above 0, got ${short(seconds)}`);
  if (!Array.isArray(peaks)) return [...problems, `peaks must be an array, got ${short(peaks)}`];
  if (peaks.length !== WAVEFORM_RESOLUTION) {
    problems.push(`peaks must have ${WAVEFORM_RESOLUTION} levels, got ${peaks.length}`);
  }
  const bad = peaks.findIndex((v) => !Number.isInteger(v) || v < 0 || v > 255);
  if (bad >= 0) problems.push(`peaks[${bad}] must be a whole level from 0 to 255, got ${short(peaks[bad])}`);
  else {
    const loudest = Math.max(0, ...(peaks as number[]));
    if (loudest !== 0 && loudest !== 255) problems.push(`the loudest level must be scaled to 255, got ${loudest}`);
  }
  return problems;
}

export class Validators {
  private compileAt: (pointer: string) => ValidateFunction;

  constructor(readonly model: ContractModel) {
    this.compileAt = createContractAjv(model.doc).compileAt;
  }

  /** Compiles every response schema now, so that the first answers are not slowed down by compilation. */
  warm(ops: OperationModel[]): void {
    for (const op of ops) {
      for (const r of op.responses.values()) for (const p of r.content.values()) this.compileAt(`#${p}`);
      for (const b of op.okBranches) this.compileAt(`#${b.pointer}`);
    }
  }

  /** Whether a request value satisfies its schema: generators use it to keep only what they promise. */
  requestValid(pointer: string, value: unknown): boolean {
    return this.compileAt(`#${pointer}`)(value) as boolean;
  }

  judge(op: OperationModel, answer: Answer, expect: Expect): Judgement {
    const problems: string[] = [];
    const p = (field: string, text: string) => problems.push(`${op.operationId}: ${field}: ${text}`);
    const mediaType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const result: Judgement = { problems, outcome: 'other', body: undefined, code: undefined, msg: undefined };

    if (answer.status >= 500) {
      const detail = mediaType === 'text/html' ? `<h1> ${short(firstH1(answer.text))}` : short(answer.text);
      p('HTTP status', `the provider failed with HTTP ${answer.status} ${mediaType || '(no content-type)'}: ${detail}`);
    }
    const documented = op.responses.get(answer.status);
    if (!documented) {
      p(
        'HTTP status',
        `HTTP ${answer.status} is not a documented response (documented: ${[...op.responses.keys()].join(', ')})`,
      );
      return result;
    }
    const schemaPointer = documented.content.get(mediaType);
    if (!schemaPointer) {
      p(
        'content-type',
        `HTTP ${answer.status} answered ${short(answer.contentType)}; documented: ${[...documented.content.keys()].join(', ')}`,
      );
      return result;
    }
    if (mediaType !== 'application/json') {
      const ok = this.compileAt(`#${schemaPointer}`)(answer.text);
      if (!ok) p('body', `does not match the documented ${mediaType} schema`);
      return result;
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      p('body', `is not JSON: ${short(answer.text)}`);
      return result;
    }
    result.body = body;

    if (RAW_OPERATIONS.has(op.operationId)) {
      const validate = this.compileAt(`#${schemaPointer}`);
      if (!validate(body)) for (const line of describeErrors(validate.errors, body)) p(line.split(' ')[0] ?? '/', line);
      result.outcome = answer.status === 200 && problems.length === 0 ? 'success' : 'other';
      return this.expectOutcome(op, result, expect, answer);
    }

    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      p('body', `the envelope must be an object, got ${short(body)}`);
      return result;
    }
    const envelope = body as Record<string, unknown>;
    for (const f of ENVELOPE_FIELDS) if (!(f in envelope)) p(`/${f}`, `envelope field '${f}' is missing`);
    const code = envelope.code;
    result.msg = typeof envelope.msg === 'string' ? envelope.msg : undefined;
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      p('/code', `envelope code must be an integer, got ${short(code)}`);
    } else {
      result.code = code;
      const expectedStatus = code >= 200 && code < 1000 ? code : 200;
      if (answer.status !== expectedStatus) {
        p('HTTP status', `code ${code} must arrive with HTTP ${expectedStatus}, got HTTP ${answer.status}`);
      }
      const isUpload = op.operationId === UPLOAD_OPERATION;
      const data = envelope.data as Record<string, unknown> | null | undefined;
      if (isUpload && code === 0 && data && typeof data === 'object') {
        result.outcome = 'success';
        if (typeof data.src !== 'string' || data.src === '') p('/data/src', 'an upload success must carry data.src');
      } else if (SUCCESS_CODES.has(code)) result.outcome = 'success';
      else if (FAILURE_CODES.has(code)) result.outcome = 'failure';
      else if (code === 401) result.outcome = 'unauthorized';
      else p('/code', `${code} is neither a success code (1, 200), a failure code (0, 3, 30001, -95102) nor 401`);
      if (isUpload && code !== 0 && result.outcome !== 'unauthorized') {
        p('/code', `the upload answers code 0 (with data.src on success), got ${code}`);
      }
    }
    if ('time' in envelope) {
      const t = envelope.time;
      const okTime = (typeof t === 'string' && /^[0-9]+$/.test(t)) || (Number.isInteger(t) && (t as number) >= 0);
      if (!okTime) p('/time', `must be Unix seconds as a string or integer, got ${short(t)}`);
    }
    if ('msg' in envelope && typeof envelope.msg !== 'string')
      p('/msg', `must be a string, got ${short(envelope.msg)}`);

    // The branch the answer meant (success or failure), so that its errors are the ones reported.
    const branches = answer.status === 200 ? op.okBranches : [];
    const failureMeant =
      result.outcome === 'failure' && !(op.operationId === UPLOAD_OPERATION && envelope.data !== null);
    const candidates = branches.filter((b) => b.failure === failureMeant);
    const full = this.compileAt(`#${schemaPointer}`);
    if (!full(body)) {
      let best: string[] | null = null;
      for (const b of candidates.length ? candidates : [{ pointer: schemaPointer, failure: false }]) {
        const v = this.compileAt(`#${b.pointer}`);
        const lines = v(body) ? [] : describeErrors(v.errors, body);
        if (best === null || lines.length < best.length) best = lines;
      }
      const lines = best?.length ? best : ['matches more than one or none of the documented oneOf branches'];
      for (const line of lines) {
        const field = line.split(' ')[0] ?? '/';
        if (ENVELOPE_FIELDS.some((f) => field === `/${f}`) && problems.some((x) => x.includes(`: ${field}:`))) continue;
        p(field, line.slice(field.length + 1));
      }
    }
    if (op.operationId === 'getGoodsDetail' && result.outcome === 'success') {
      for (const line of waveformProblems((envelope.data as Record<string, unknown> | null)?.waveform))
        p('/data/waveform', line);
    }
    return this.expectOutcome(op, result, expect, answer);
  }

  private expectOutcome(op: OperationModel, result: Judgement, expect: Expect, answer: Answer): Judgement {
    const got =
      result.code === undefined
        ? `HTTP ${answer.status}`
        : `code ${result.code} HTTP ${answer.status}${result.msg ? ` (${short(result.msg)})` : ''}`;
    const p = (text: string) => result.problems.push(`${op.operationId}: /code: ${text}, got ${got}`);
    if (expect === 'success' && result.outcome !== 'success') p('expected a success envelope');
    if (expect === 'failure' && result.outcome !== 'failure')
      p('invalid input must be refused with a failure envelope');
    if (expect === 'unauthorized' && !(result.outcome === 'unauthorized' && answer.status === 401)) {
      result.problems.push(`${op.operationId}: token: without a token expected code 401 with HTTP 401, got ${got}`);
    }
    if (expect === 'documented' && result.outcome === 'other' && answer.status < 500 && result.problems.length === 0) {
      p('expected a success or failure envelope');
    }
    return result;
  }
}
