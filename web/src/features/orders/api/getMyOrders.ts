import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';

export type OrderStatus = NonNullable<QueryParams<'getMyOrders'>['status']>;

/** The user's orders in one state (all states when undefined), newest first, page by page. */
export const myOrdersQuery = (status: OrderStatus | undefined, token: string | null) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'list', status ?? 'all', token] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/myOrderApi', {
          params: { query: { ...(status ? { status } : {}), page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
