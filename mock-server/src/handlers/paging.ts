// ThinkPHP's paginator: `{total, per_page, current_page, last_page, data}`. Only the requested page is
// mapped to its view, so a long list costs no more than its page.
export interface PageQuery {
  page?: number;
  limit?: number;
}

export interface Page<V> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: V[];
}

export const DEFAULT_LIMIT = 20;

export function pageOf<T, V>(
  items: readonly T[],
  query: PageQuery,
  view: (item: T) => V,
  defaultLimit = DEFAULT_LIMIT,
): Page<V> {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  const start = (page - 1) * limit;
  return {
    total: items.length,
    per_page: limit,
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / limit)),
    data: items.slice(start, start + limit).map(view),
  };
}

/**
 * A page of a list kept oldest first, read from its end (newest first) without copying it, so a long
 * history costs no more than its page. With `keep`, only the items it keeps count and `total` must be
 * their number (an index's count): the walk stops once the page is full.
 */
export function pageFromEnd<T, V>(
  items: readonly T[],
  query: PageQuery,
  view: (item: T) => V,
  filter?: { keep: (item: T) => boolean; total: number },
  defaultLimit = DEFAULT_LIMIT,
): Page<V> {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  const total = filter ? filter.total : items.length;
  let skip = (page - 1) * limit;
  const data: V[] = [];
  for (let i = items.length - 1; i >= 0 && data.length < limit && skip < total; i--) {
    const item = items[i] as T;
    if (filter && !filter.keep(item)) continue;
    if (skip > 0) skip--;
    else data.push(view(item));
  }
  return { total, per_page: limit, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), data };
}
