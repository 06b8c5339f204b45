import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HOME_TEASER_ROWS, LIST_PAGE_SIZE } from '@/config/constants';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
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
    ...ROUTE_READ,
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
