import { infiniteQueryOptions } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { commentKeys } from './keys';

export const commentRepliesQuery = (commentId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.replies(commentId),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.goods/replies', {
          params: { query: { comment_id: commentId, page: pageParam, limit: COMMENT_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
