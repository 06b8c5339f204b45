import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { goodsKeys } from './keys';

export type TeachingVideosParams = Omit<QueryParams<'getTeachingVideos'>, 'page' | 'limit'>;

/** The dJTeaching page's list; its key starts with the route name, which pull-to-refresh refetches. */
export const teachingVideosQuery = (params: TeachingVideosParams) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.listing('dJTeaching')(params),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/teaching', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    ...ROUTE_READ,
  });
