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

/** The data of a `code: 0` answer that is not a failure: the upload's success (spec §7). */
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
  /**
   * The answer depends on mock time (expiry, "today", schedules, countdowns): it is cached for the current
   * second only. Moving the clock does not clear the cache, and a read that is not timed gets a clock that
   * throws, naming the operation, so a missing declaration shows in the first test that runs it.
   */
  timed?: boolean;
  handle: HandlerFn<Id>;
}

export type Handler<Id extends OperationId> = HandlerFn<Id> | HandlerSpec<Id>;

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
