import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** How many comments a goods item has, for detail pages whose answer does not carry the count. */
export const commentCountQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['comment', 'count', goodsId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/h5.goods/comments', { params: { query: { goods_id: goodsId, page: 1, limit: 1 } }, signal }),
      ),
    select: (page) => page.total,
  });
