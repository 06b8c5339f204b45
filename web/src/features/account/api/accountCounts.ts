import type { Schema } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { ORDER_BADGE_STATES } from '@/config/constants';
import { api, unwrap } from '@/lib/api';

type OrderStatus = Schema<'OrderStatus'>;

// The provider has no counts call: the user centre asks each list for one item and reads its total.
const ONE = 1;

const orderTotal = async (status: OrderStatus, signal: AbortSignal) =>
  (await unwrap(api.GET('/api/h5.user/myOrderApi', { params: { query: { status, page: 1, limit: ONE } }, signal })))
    .total;

/** How many orders wait in each state the user centre badges. */
export const orderCountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'orderCounts', token] as const,
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(ORDER_BADGE_STATES.map((status) => orderTotal(status, signal)));
      return Object.fromEntries(ORDER_BADGE_STATES.map((status, i) => [status, totals[i] ?? 0])) as Record<
        (typeof ORDER_BADGE_STATES)[number],
        number
      >;
    },
    enabled: Boolean(token),
  });

/** How many unused coupons the user holds. */
export const unusedCouponsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'coupons', token] as const,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/h5.user/coupon', { params: { query: { status: 'unused', page: 1, limit: ONE } }, signal }),
        )
      ).total,
    enabled: Boolean(token),
  });
