import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { vipKeys } from '../vip/keys';
import { goodsKeys } from './keys';

export type VipFreeListParams = Omit<QueryParams<'getVipFreeList'>, 'page' | 'limit'>;

/** The vipList page's list. */
export const vipFreeListQuery = (params: VipFreeListParams) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.listing('vipList')(params),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/vipList', {
          params: { query: { ...params, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    ...ROUTE_READ,
  });

/** The VIP tab's list, all of it, keyed under the tab so its pull-to-refresh reads it again. */
export const vipTabFreeListQuery = () =>
  infiniteQueryOptions({
    queryKey: vipKeys.freeList(),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/vipList', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    ...ROUTE_READ,
  });
