import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';

export type CircleSort = 'new' | 'hot';

/** The circle's articles, newest or most liked first; `liked`/`favorited` follow the token. */
export const circleListQuery = (sort: CircleSort, token: string | null) =>
  infiniteQueryOptions({
    queryKey: ['circle', 'list', sort, token] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/circle', {
          params: { query: { page: pageParam, limit: LIST_PAGE_SIZE, sort } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
