import type { operations, QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { goodsKeys } from './keys';

export type SearchFilters = Omit<NonNullable<operations['searchGoods']['parameters']['query']>, 'page' | 'limit'>;

/** The catalogue search, page by page, on the Category tab or the search page. */
export const searchGoodsQuery = (filters: SearchFilters, root: 'category' | 'search' = 'category') =>
  infiniteQueryOptions({
    queryKey: goodsKeys.search(root)(filters),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.goods/search', {
          params: { query: { ...filters, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    ...ROUTE_READ,
  });

export type GoodsSearch = QueryParams<'searchGoods'>;

/** One page of the catalogue search; the detail page looks through it for tracks that mix well. */
export const goodsSearchQuery = (query: GoodsSearch) =>
  queryOptions({
    queryKey: goodsKeys.search('mixes')(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/search', { params: { query }, signal })),
  });
