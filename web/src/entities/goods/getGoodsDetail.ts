import type { QueryParams } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export type DetailKind = QueryParams<'getGoodsDetail'>['type'];

export const goodsDetailQuery = (id: number, type: DetailKind) =>
  queryOptions({
    queryKey: goodsKeys.detail('single', id, type),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/detail', { params: { query: { id, type } }, signal })),
    // A route asks for it beside its page's code (app/route-data.ts): the page reads that answer, and a
    // failed one is the page's error to show (with its retry), not a second request and a second toast.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });
