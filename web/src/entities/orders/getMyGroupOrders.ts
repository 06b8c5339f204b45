import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, ROUTE_READ, unwrap } from '@/lib/api';
import { orderKeys } from './keys';

export type GroupOrderStatus = NonNullable<QueryParams<'getMyGroupOrders'>['status']>;

/** The user's group orders in one state, newest first, page by page. */
export const myGroupOrdersQuery = (status: GroupOrderStatus, token: string | null) =>
  infiniteQueryOptions({
    queryKey: orderKeys.groups(status, token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.group/myOrders', {
          params: { query: { status, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
    ...ROUTE_READ,
  });
