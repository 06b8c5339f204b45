// One Fastify route per contract operation: auth from the `token` header, request validation into the
// failure envelope, the handler, then response validation. Reads are answered from a cache of bodies
// that were already validated and serialised, so the same data is never validated or serialised twice;
// counting reads (a goods detail) from templates of such bodies with the current counts spliced in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeJson, envelopeParts, errorPage, httpStatusOf, type Outcome, UNAUTHORIZED_MSG } from '../envelope.ts';
import { type CountedParts, type HandlerContext, isFail, type OperationId } from '../handlers/define.ts';
import { type ProviderLang, requestLang, translate } from '../i18n.ts';
import type { Store } from '../store/index.ts';
import { userByToken } from '../store/modules/users.ts';
import {
  describeError,
  INVALID_PARAMETERS,
  type ParamSpec,
  type RequestProblem,
  type Validator,
} from './operations.ts';
import type { BoundOperation } from './registry.ts';
import { applyTextRules, isBlank } from './text-rules.ts';

export interface Violation {
  operationId: string;
  status: number;
  errors: { path: string; message: string }[];
}

export interface RouteOptions {
  store: Store;
  validateResponses: boolean;
  /** Answer a contract violation with HTTP 500 instead of sending it (tests). */
  strictResponses: boolean;
  /** The language of a request that names none. */
  defaultLang: ProviderLang;
  onViolation: (v: Violation) => void;
}

/** A body in a content type the contract does not accept; kept only to say so. */
export class ForeignBody {
  constructor(
    readonly contentType: string,
    readonly bytes: number,
  ) {}
}

interface CachedAnswer {
  status: number;
  /** The body is `head + seconds + tail`: only `time` changes between hits. */
  head: string;
  tail: string;
  /** The encoded body for `second`, so hits within a second send the same bytes without encoding them. */
  second: number;
  bytes: Buffer | null;
}

/** A counted answer: `head + seconds + parts[0] + count[0] + parts[1] + ... + parts[n]`. */
interface CountedTemplate {
  status: number;
  head: string;
  parts: string[];
}

const CACHE_LIMIT = 5000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers valid for one version of the store; the first lookup at a newer version drops them all. */
class VersionedCache<V> {
  private version = -1;
  private map = new Map<string, V>();
  get(version: number, key: string): V | undefined {
    if (version !== this.version) {
      this.map.clear();
      this.version = version;
      return undefined;
    }
    return this.map.get(key);
  }
  set(version: number, key: string, value: V): void {
    if (version !== this.version) return;
    // Bounded: a flood of distinct queries cannot grow memory without limit.
    if (this.map.size >= CACHE_LIMIT) this.map.clear();
    this.map.set(key, value);
  }
}

/**
 * Splits the serialised answer at the values of `field`; null unless they are exactly `counters`, in order
 * (the handler's `counters()` disagrees with its answer, or a string happens to contain the pattern).
 */
function countedTemplate(status: number, head: string, tail: string, field: string, counters: number[]) {
  const parts: string[] = [];
  let last = 0;
  let n = 0;
  for (const m of tail.matchAll(new RegExp(`"${field}":(\\d+)`, 'g'))) {
    if (Number(m[1]) !== counters[n++]) return null;
    const at = (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
    parts.push(tail.slice(last, at));
    last = at + (m[1]?.length ?? 0);
  }
  if (n !== counters.length) return null;
  parts.push(tail.slice(last));
  return { status, head, parts } satisfies CountedTemplate;
}

function fillTemplate(template: CountedTemplate, seconds: number, counters: number[]): string {
  let body = `${template.head}${seconds}${template.parts[0]}`;
  for (let i = 1; i < template.parts.length; i++) body += `${counters[i - 1]}${template.parts[i]}`;
  return body;
}

/** The value at a dotted field path (`images.1`) of a parsed body. */
const valueAt = (body: unknown, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      body,
    );

const INT = /^-?\d{1,15}$/;
const NUM = /^-?\d{1,15}(\.\d{1,15})?$/;

function coerce(param: ParamSpec, raw: unknown): unknown {
  if (typeof raw !== 'string') {
    if (param.coerce === 'array' && raw !== undefined) return Array.isArray(raw) ? raw : [raw];
    return raw;
  }
  switch (param.coerce) {
    case 'integer':
      return INT.test(raw) ? Number(raw) : raw;
    case 'number':
      return NUM.test(raw) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
    case 'array':
      return raw === '' ? [] : raw.split(',');
    default:
      return raw;
  }
}

type Parsed =
  | { ok: true; query: Record<string, unknown>; params: Record<string, unknown>; body: unknown }
  | { ok: false; problem: RequestProblem };

const problem = (field: string, keyword: string, msg: string): Parsed => ({
  ok: false,
  problem: { field, keyword, msg },
});

function parseRequest(bound: BoundOperation, request: FastifyRequest): Parsed {
  const op = bound.operation;
  const query: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  const rawQuery = (request.query ?? {}) as Record<string, unknown>;
  const rawParams = (request.params ?? {}) as Record<string, unknown>;
  for (const p of op.params) {
    const raw = p.in === 'query' ? rawQuery[p.name] : p.in === 'path' ? rawParams[p.name] : request.headers[p.name];
    if (raw === undefined) {
      if (p.required) return problem(p.name, 'required', `${INVALID_PARAMETERS}: ${p.name} is required`);
      continue;
    }
    const value = coerce(p, raw);
    if (!p.validate(value)) return { ok: false, problem: describeError(p.name, p.validate.errors) };
    if (p.in === 'query') query[p.name] = value;
    else if (p.in === 'path') params[p.name] = value;
  }
  let body: unknown;
  if (op.body) {
    const raw = request.body;
    if (op.body.multipart && request.isMultipart()) {
      body = undefined;
    } else if (raw instanceof ForeignBody || (op.body.multipart && !op.body.json)) {
      return problem(
        'body',
        'contentType',
        op.body.json
          ? `${INVALID_PARAMETERS}: send the body as JSON (Content-Type: application/json)`
          : `${INVALID_PARAMETERS}: send multipart/form-data with the field file`,
      );
    } else if (raw === undefined || raw === null) {
      if (op.body.required) return problem('body', 'required', `${INVALID_PARAMETERS}: the JSON body is required`);
    } else if (op.body.json) {
      if (!op.body.json(raw)) return { ok: false, problem: describeError('', op.body.json.errors) };
      const text = applyTextRules(raw);
      if (!text.ok) return text;
      body = text.value;
    }
  }
  return { ok: true, query, params, body };
}

/**
 * The clock of a cached read that is not `timed`: its answer would be served unchanged while time moves on,
 * so reading the clock there is a bug in the handler's declaration, reported the first time it runs.
 */
const untimed = (operationId: string) => (): number => {
  throw new Error(`${operationId} reads the mock clock: declare it read(..., { timed: true })`);
};

export function registerOperationRoutes(app: FastifyInstance, bound: BoundOperation[], options: RouteOptions): void {
  const { store } = options;
  const cache = new VersionedCache<CachedAnswer>();
  const countedCache = new VersionedCache<CountedTemplate>();

  const violationsOf = (validate: Validator | undefined, value: unknown): Violation['errors'] | null => {
    if (!validate) return [{ path: '', message: 'no application/json response is declared for this status' }];
    if (validate(value)) return null;
    return (validate.errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message ?? e.keyword }));
  };

  /** Validates a serialised answer; false when it broke the contract and a 500 went out instead (strict). */
  const checked = (bound: BoundOperation, reply: FastifyReply, status: number, json: string): boolean => {
    if (!options.validateResponses) return true;
    const errors = violationsOf(bound.operation.responses.get(status), JSON.parse(json));
    if (!errors) return true;
    const violation = { operationId: bound.operation.operationId, status, errors };
    options.onViolation(violation);
    if (options.strictResponses) {
      const first = errors[0];
      reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send(errorPage(`Contract violation in ${violation.operationId}: ${first?.path} ${first?.message}`));
      return false;
    }
    return true;
  };

  /** Validates and sends an answer; `remember` gets the validated envelope around its `time` value. */
  const sendOutcome = (
    bound: BoundOperation,
    reply: FastifyReply,
    outcome: Outcome<unknown>,
    lang: ProviderLang,
    remember?: (status: number, head: string, tail: string) => void,
  ): FastifyReply => {
    if (outcome.kind === 'raw') {
      const isJson = outcome.contentType.startsWith('application/json');
      const body = isJson ? JSON.stringify(outcome.body) : String(outcome.body);
      if (isJson && !checked(bound, reply, outcome.status, body)) return reply;
      return reply.code(outcome.status).type(outcome.contentType).send(body);
    }
    const status = httpStatusOf(outcome.code);
    const dataJson = outcome.kind === 'ok' ? (JSON.stringify(outcome.data) ?? 'null') : 'null';
    const seconds = store.seconds();
    const msg = translate(outcome.msg, lang);
    const full = envelopeJson(outcome.code, msg, seconds, dataJson);
    if (!checked(bound, reply, status, full)) return reply;
    if (remember) remember(status, ...envelopeParts(outcome.code, msg, dataJson));
    return reply.code(status).type(JSON_TYPE).send(full);
  };

  const sendCounted = (
    b: BoundOperation,
    parts: CountedParts<OperationId, unknown>,
    ctx: HandlerContext<never>,
    reply: FastifyReply,
    lang: ProviderLang,
  ): FastifyReply => {
    const prepared = parts.prepare(ctx as never);
    if (isFail(prepared)) return sendOutcome(b, reply, prepared, lang);
    parts.count(prepared);
    // Reads showing the counts are out of date; counted answers are not.
    store.touchCounters();
    const version = store.structureVersion;
    const key = `${b.operation.operationId}|${lang}|${parts.key(prepared)}`;
    const template = countedCache.get(version, key);
    if (template) {
      return reply
        .code(template.status)
        .type(JSON_TYPE)
        .send(fillTemplate(template, store.seconds(), parts.counters(prepared)));
    }
    const outcome = parts.build(prepared, ctx as never) as Outcome<unknown>;
    return sendOutcome(b, reply, outcome, lang, (status, head, tail) => {
      const built = countedTemplate(status, head, tail, parts.field, parts.counters(prepared));
      if (built) countedCache.set(version, key, built);
    });
  };

  for (const b of bound) {
    const op = b.operation;
    const unauthorized = (reply: FastifyReply, lang: ProviderLang) => {
      const body = envelopeJson(401, translate(UNAUTHORIZED_MSG, lang), store.seconds(), 'null');
      if (!checked(b, reply, 401, body)) return reply;
      return reply.code(401).type(JSON_TYPE).send(body);
    };
    app.route({
      method: op.method as 'GET',
      url: op.url,
      handler: async (request, reply) => {
        const nowSec = store.seconds();
        const lang = requestLang(request, options.defaultLang);
        const tokenHeader = request.headers.token;
        const token = typeof tokenHeader === 'string' && tokenHeader !== '' ? tokenHeader : null;
        const user = op.auth === 'none' ? null : userByToken(store.state.users, token, nowSec);
        if (op.auth === 'required' && !user) return unauthorized(reply, lang);

        const parsed = parseRequest(b, request);
        if (!parsed.ok) {
          const { field, keyword, msg } = parsed.problem;
          // The URL rule's message is the contract's own, whatever the field's other messages say; a blank
          // address is a missing one, though (the text rules), told as the field's own message.
          const blankUrl = keyword === 'url' && isBlank(valueAt(request.body, field));
          const asKeyword = blankUrl ? 'minLength' : keyword;
          // A blank item of a list of addresses (`works.0`) is the list's own missing entry.
          const listField = blankUrl ? field.replace(/\.\d+$/, '') : field;
          const custom =
            b.spec.messages?.[`${field}:${asKeyword}`] ??
            b.spec.messages?.[`${listField}:${asKeyword}`] ??
            (keyword === 'url' && !blankUrl ? undefined : b.spec.messages?.[field]);
          return sendOutcome(b, reply, { kind: 'fail', code: 0, msg: custom ?? msg }, lang);
        }

        const version = store.version;
        let cacheKey: string | null = null;
        if (b.spec.read) {
          const userKey = op.auth === 'required' || b.spec.perUser ? (user?.id ?? 0) : 0;
          const timeKey = b.spec.timed ? nowSec : '';
          cacheKey = `${op.operationId}|${lang}|${userKey}|${timeKey}|${JSON.stringify(parsed.query)}|${JSON.stringify(parsed.params)}`;
          const hit = cache.get(version, cacheKey);
          if (hit) {
            if (hit.second !== nowSec || !hit.bytes) {
              hit.bytes = Buffer.from(`${hit.head}${nowSec}${hit.tail}`);
              hit.second = nowSec;
            }
            return reply.code(hit.status).type(JSON_TYPE).send(hit.bytes);
          }
        }

        const ctx: HandlerContext<never> = {
          query: parsed.query as never,
          body: parsed.body as never,
          params: parsed.params as never,
          user: user ?? null,
          token: user ? token : null,
          state: store.state,
          store,
          now: b.spec.read && !b.spec.timed ? untimed(op.operationId) : () => store.now(),
          seconds: b.spec.read && !b.spec.timed ? untimed(op.operationId) : () => store.seconds(),
          operation: op,
          request,
          reply,
        };
        if (b.spec.counted) return sendCounted(b, b.spec.counted, ctx, reply, lang);
        const outcome = (await b.spec.handle(ctx as never)) as Outcome<unknown>;
        // A handler not marked as a read may have changed anything.
        if (!b.spec.read) store.touch();
        if (reply.sent) return reply;
        const remember =
          cacheKey === null
            ? undefined
            : (status: number, head: string, tail: string) =>
                cache.set(version, cacheKey, { status, head, tail, second: -1, bytes: null });
        return sendOutcome(b, reply, outcome, lang, remember);
      },
    });
  }
}
