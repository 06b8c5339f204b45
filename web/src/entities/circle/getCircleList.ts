import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HOME_CIRCLE_ROWS, LIST_PAGE_SIZE, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { homeKeys } from '../home/keys';
import { circleKeys } from './keys';

export type CircleSort = 'new' | 'hot';

/** The circle's articles, newest or most liked first; `liked`/`favorited` follow the token. */
export const circleListQuery = (sort: CircleSort, token: string | null) =>
  infiniteQueryOptions({
    queryKey: circleKeys.list(sort, token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/circle', {
          params: { query: { page: pageParam, limit: LIST_PAGE_SIZE, sort } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
  });

/** The first page only: Home shows a teaser of the list. */
export const circleTeaserQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('circle'),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/h5.index/circle', { params: { query: { page: 1, limit: HOME_CIRCLE_ROWS } }, signal })),
  });
