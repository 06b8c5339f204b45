import { infiniteQueryOptions } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';

export const goodsCommentsQuery = (goodsId: number) =>
  infiniteQueryOptions({
    queryKey: ['comment', 'list', goodsId] as const,
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
