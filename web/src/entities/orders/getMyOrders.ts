import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, ORDER_BADGE_STATES } from '@/config/constants';
import { api, nextPageOf, ROUTE_READ, unwrap } from '@/lib/api';
import { orderKeys } from './keys';

export type OrderStatus = NonNullable<QueryParams<'getMyOrders'>['status']>;

/** The user's orders in one state (all states when undefined), newest first, page by page. */
export const myOrdersQuery = (status: OrderStatus | undefined, token: string | null) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(status ?? 'all', token),
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
    ...ROUTE_READ,
  });

type BadgeState = (typeof ORDER_BADGE_STATES)[number];

/**
 * How many orders wait in each state the user centre badges. The provider has no counts call: each list is
 * asked for one item and its total read. Keyed under orders, so whatever changes an order changes the counts.
 */
export const orderCountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: orderKeys.counts(token),
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(
        ORDER_BADGE_STATES.map(
          async (status) =>
            (
              await unwrap(
                api.GET('/api/h5.user/myOrderApi', { params: { query: { status, page: 1, limit: 1 } }, signal }),
              )
            ).total,
        ),
      );
      return Object.fromEntries(ORDER_BADGE_STATES.map((status, i) => [status, totals[i] ?? 0])) as Record<
        BadgeState,
        number
      >;
    },
    enabled: Boolean(token),
  });
