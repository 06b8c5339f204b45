import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { commentKeys } from './keys';

export const goodsCommentsQuery = (goodsId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(goodsId),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.goods/comments', {
          params: { query: { goods_id: goodsId, page: pageParam, limit: COMMENT_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** How many comments a goods item has, for detail pages whose answer does not carry the count. */
export const commentCountQuery = (goodsId: number) =>
  queryOptions({
    queryKey: commentKeys.count(goodsId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/h5.goods/comments', { params: { query: { goods_id: goodsId, page: 1, limit: 1 } }, signal }),
      ),
    select: (page) => page.total,
  });
