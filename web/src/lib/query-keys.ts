// The query keys' one vocabulary. Every key the app caches starts with one of these roots and is made by a
// domain's factory (`entities/<domain>/keys.ts`); pull-to-refresh (a route's `refresh`, lib/routes.ts) and every
// invalidation name their keys through the same factories, so a key cannot be misspelled on one side only.

export const QUERY_ROOTS = [
  'auth',
  'brands',
  'cart',
  'checkout',
  'circle',
  'comments',
  'content',
  'coupons',
  'goods',
  'home',
  'musician',
  'orders',
  'payment',
  'popup',
  'system',
  'user',
  'vip',
  'writers',
] as const;

export type QueryRoot = (typeof QUERY_ROOTS)[number];

/** A key, or the start of keys, that a factory made: what invalidation and pull-to-refresh take. */
export type QueryKeyPrefix = readonly [QueryRoot, ...unknown[]];

export interface KeyScope<P extends QueryKeyPrefix> {
  /** The full key of one query in this scope. */
  <const A extends readonly unknown[]>(...args: A): readonly [...P, ...A];
  /** Every key in this scope, for invalidation and pull-to-refresh. */
  readonly all: P;
}

/** A scope of keys under `prefix`: `scope('user', 'info')(token)` is `['user', 'info', token]`. */
export function scope<const P extends QueryKeyPrefix>(...prefix: P): KeyScope<P> {
  const make = <const A extends readonly unknown[]>(...args: A) => [...prefix, ...args] as const;
  return Object.assign(make, { all: prefix });
}
