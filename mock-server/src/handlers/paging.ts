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
