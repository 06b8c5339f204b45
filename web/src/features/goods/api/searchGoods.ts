import type { QueryParams } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export type GoodsSearch = QueryParams<'searchGoods'>;

/** One page of the catalogue search; the detail page looks through it for tracks that mix well. */
export const goodsSearchQuery = (query: GoodsSearch) =>
  queryOptions({
    queryKey: ['singleDetail', 'search', query] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/search', { params: { query }, signal })),
  });
