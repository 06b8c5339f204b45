import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** A video or TV item with its episodes; `root` is the key root of the page showing it. */
export const videoDetailQuery = (id: number, root: 'videoDetail' | 'tvDetail' | 'tvplayer') =>
  queryOptions({
    queryKey: [root, 'detail', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/videoDetail', { params: { query: { id } }, signal })),
  });
