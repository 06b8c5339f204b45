import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';

export type CouponStatus = NonNullable<QueryParams<'getMyCoupons'>['status']>;

/** The user's coupons in one state, newest first. */
export const myCouponsQuery = (status: CouponStatus, token: string | null) =>
  infiniteQueryOptions({
    queryKey: ['coupons', 'mine', status, token] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/coupon', {
          params: { query: { status, page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
