import type { QueryParams } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export type DetailKind = QueryParams<'getGoodsDetail'>['type'];

/** A track's detail: whether the user owns or collected it, and what a shared crate's receiver plays. */
export const goodsDetailQuery = (id: number, type: DetailKind) =>
  queryOptions({
    queryKey: ['crate', 'detail', id, type] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/detail', { params: { query: { id, type } }, signal })),
  });
