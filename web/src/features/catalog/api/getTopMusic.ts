import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';

export type TopMusicParams = Omit<QueryParams<'getTopMusic'>, 'page' | 'limit'>;

/** The topList page's list; its key starts with the route name, which pull-to-refresh refetches. */
export const topMusicQuery = (params: TopMusicParams) =>
  infiniteQueryOptions({
    queryKey: ['topList', 'list', params] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/top_music', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
