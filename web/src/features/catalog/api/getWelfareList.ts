import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';

export type WelfareListParams = Omit<QueryParams<'getWelfareList'>, 'page' | 'limit'>;

/** The welfareCenter page's list; its key starts with the route name, which pull-to-refresh refetches. */
export const welfareListQuery = (params: WelfareListParams) =>
  infiniteQueryOptions({
    queryKey: ['welfareCenter', 'list', params] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/welfare', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
