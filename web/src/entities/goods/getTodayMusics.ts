import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HOME_TEASER_ROWS, LIST_PAGE_SIZE, ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { homeKeys } from '../home/keys';
import { goodsKeys } from './keys';

export type TodayMusicsParams = Omit<QueryParams<'getTodayMusics'>, 'page' | 'limit'>;

/** The dayList page's list. */
export const todayMusicsQuery = (params: TodayMusicsParams) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.listing('dayList')(params),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/today_musics', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Its first page is asked for with the route's code (app/route-data.ts): a failed answer is the page's
    // error to show, with its retry, not a second request and a second toast.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });

/** The first page only: Home shows a teaser of the list. */
export const todayMusicsTeaserQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('todayMusics'),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/h5.index/today_musics', { params: { query: { page: 1, limit: HOME_TEASER_ROWS } }, signal }),
      ),
  });
