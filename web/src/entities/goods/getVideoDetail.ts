import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

/** A video or TV item with its episodes (the detail pages and the TV player share one answer). */
export const videoDetailQuery = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail('video', id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/videoDetail', { params: { query: { id } }, signal })),
    // A route asks for it beside its page's code (app/route-data.ts): the page reads that answer, and a
    // failed one is the page's error to show (with its retry), not a second request and a second toast.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });
