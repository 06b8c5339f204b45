import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

/** A video or TV item with its episodes (the detail pages and the TV player share one answer). */
export const videoDetailQuery = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail('video', id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/videoDetail', { params: { query: { id } }, signal })),
    ...ROUTE_READ,
  });
