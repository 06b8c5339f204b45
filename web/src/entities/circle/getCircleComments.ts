import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** The comments on an article, newest first. */
export const circleCommentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: circleKeys.comments(id),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.circle/comments', {
          params: { query: { id, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: id > 0,
  });
