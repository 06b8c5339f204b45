import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export const groupGoodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail('group', id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.group/goodsDetail', { params: { query: { id } }, signal })),
    // A route asks for it beside its page's code (app/route-data.ts): the page reads that answer, and a
    // failed one is the page's error to show (with its retry), not a second request and a second toast.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });
