import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HOME_TEASER_ROWS, LIST_PAGE_SIZE } from '@/config/constants';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { homeKeys } from '../home/keys';
import { goodsKeys } from './keys';

export type TopMusicParams = Omit<QueryParams<'getTopMusic'>, 'page' | 'limit'>;

/** The topList page's list. */
export const topMusicQuery = (params: TopMusicParams) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.listing('topList')(params),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/top_music', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    ...ROUTE_READ,
  });

/** The first page only: Home shows a teaser of the list. */
export const topMusicTeaserQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('topMusic'),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/h5.index/top_music', { params: { query: { page: 1, limit: HOME_TEASER_ROWS } }, signal })),
    // Asked for with Home's code (its route's `data`, lib/route-data.ts).
    ...ROUTE_READ,
  });
