// The typed helper every handlers/<tag>.ts uses. A handler's types come from the generated contract types:
// its `query`, `body` and `params` are the operation's, and what it passes to `ok()` must be the
// operation's success `data`. An operationId that is not in the contract does not compile.
import type { operations, QueryParams, RequestBody, SuccessData } from '@djshop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledOperation } from '../contract/operations.ts';
import type { Fail, Ok, Raw } from '../envelope.ts';
import type { State, Store } from '../store/index.ts';
import type { UserRecord } from '../store/modules/users.ts';

export type OperationId = keyof operations & string;

export type PathParams<Id extends OperationId> = operations[Id] extends { parameters: { path?: infer P } }
  ? NonNullable<P>
  : never;

export interface HandlerContext<Id extends OperationId> {
  /** Query parameters, validated and converted to their schema types. */
  query: QueryParams<Id>;
  /** The validated JSON body. */
  body: RequestBody<Id>;
  params: PathParams<Id>;
  /** The signed-in user; always set for operations that require a login. */
  user: UserRecord | null;
  /** The session token the user signed in with, when there is one. */
  token: string | null;
  state: State;
  store: Store;
  /** Mock time in ms; use it instead of Date.now. */
  now(): number;
  /** Mock time in Unix seconds, the unit of every timestamp in the contract. */
  seconds(): number;
  operation: CompiledOperation;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Json200<Id extends OperationId> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The data of a `code: 0` answer that is not a failure: the upload's success (docs/behaviour.md#uploads). */
type ZeroCodeData<Id extends OperationId> =
  Json200<Id> extends infer B ? (B extends { code: 0; data: infer D } ? Exclude<D, null> : never) : never;

export type HandlerResult<Id extends OperationId> = Ok<SuccessData<Id> | ZeroCodeData<Id>> | Fail | Raw;

export type HandlerFn<Id extends OperationId> = (
  ctx: HandlerContext<Id>,
) => HandlerResult<Id> | Promise<HandlerResult<Id>>;

export interface HandlerSpec<Id extends OperationId> {
  /**
   * A pure read: changes no state, so its validated, serialised answer is cached per (query, user, state
   * version). Every other handler is treated as a write and invalidates that cache.
   */
  read?: boolean;
  /**
   * The contract's own failure messages for bad input, by `field:keyword` (e.g. `content:maxLength`) or by
   * `field`; otherwise the message is 'Invalid parameters: <field> <reason>'.
   */
  messages?: Record<string, string>;
  /** The answer depends on the signed-in user even when the operation is public. */
  perUser?: boolean;
  /** A counting read (`counted()`): the route caches its answer and splices the counters in. */
  counted?: CountedParts<OperationId, unknown>;
  /**
   * The answer depends on mock time (expiry, "today", schedules, countdowns): it is cached for the current
   * second only. Moving the clock does not clear the cache, and a read that is not timed gets a clock that
   * throws, naming the operation, so a missing declaration shows in the first test that runs it.
   */
  timed?: boolean;
  handle: HandlerFn<Id>;
}

export type Handler<Id extends OperationId> = HandlerFn<Id> | HandlerSpec<Id>;

/**
 * The parts of a handler that reads and counts (a goods detail counts a play). Counting changes only the
 * counters, so the rest of the answer is cached: the first answer for a key is built, validated and kept
 * as a template; later ones splice the current counter values into it. Sound because a count is a
 * non-negative integer whichever its value, and checked: the values found in the built answer must be
 * exactly `counters(...)`, in order, or the answer is not cached.
 */
export interface CountedParts<Id extends OperationId, P> {
  /** Looks the request up (every call): what the answer is about, or a failure. */
  prepare: (ctx: HandlerContext<Id>) => P | Fail;
  /** Counts the call; may change nothing but the counters. */
  count: (prepared: P) => void;
  /** What the answer depends on besides the store's structure and the counters (user flags, ranked ids). */
  key: (prepared: P) => string;
  /** The field holding the counters in the answer, e.g. `play_count`. */
  field: string;
  /** The current counter values, in the order the answer shows them. */
  counters: (prepared: P) => number[];
  /** The answer, built on a cache miss. */
  build: (prepared: P, ctx: HandlerContext<Id>) => HandlerResult<Id>;
}

/** Marks a handler as a counting read (see CountedParts); without the cache it runs prepare, count, build. */
export const counted = <Id extends OperationId, P>(parts: CountedParts<Id, P>): HandlerSpec<Id> => ({
  counted: parts as unknown as CountedParts<OperationId, unknown>,
  handle: (ctx) => {
    const prepared = parts.prepare(ctx);
    if (isFail(prepared)) return prepared;
    parts.count(prepared);
    return parts.build(prepared, ctx);
  },
});

export const isFail = (value: unknown): value is Fail =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'fail';

/** What a handlers/<tag>.ts exports: `export const handlers = { ... } satisfies Handlers;` */
export type Handlers = { [Id in OperationId]?: Handler<Id> };

/** Marks a handler as a pure read (see HandlerSpec.read). */
export const read = <Id extends OperationId>(
  handle: HandlerFn<Id>,
  options: Omit<HandlerSpec<Id>, 'read' | 'handle'> = {},
): HandlerSpec<Id> => ({ ...options, read: true, handle });

/** A handler of some operation, as the registry holds them (every handler is assignable to it). */
export type AnyHandler =
  | ((ctx: never) => unknown)
  | {
      read?: boolean;
      perUser?: boolean;
      timed?: boolean;
      messages?: Record<string, string>;
      handle: (ctx: never) => unknown;
    };
