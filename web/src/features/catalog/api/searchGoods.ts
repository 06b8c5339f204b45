import type { operations } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';

export type SearchFilters = Omit<NonNullable<operations['searchGoods']['parameters']['query']>, 'page' | 'limit'>;

/** The catalogue search; `root` is the key root of the page showing it (Category or the search page). */
export const searchGoodsQuery = (filters: SearchFilters, root: 'category' | 'search' = 'category') =>
  infiniteQueryOptions({
    queryKey: [root, 'search', filters] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.goods/search', {
          params: { query: { ...filters, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
