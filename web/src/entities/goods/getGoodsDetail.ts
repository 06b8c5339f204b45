import type { QueryParams } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export type DetailKind = QueryParams<'getGoodsDetail'>['type'];

export const goodsDetailQuery = (id: number, type: DetailKind) =>
  queryOptions({
    queryKey: goodsKeys.detail('single', id, type),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/detail', { params: { query: { id, type } }, signal })),
    ...ROUTE_READ,
  });
