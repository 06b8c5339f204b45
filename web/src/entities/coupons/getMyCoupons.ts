import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { couponKeys } from './keys';

export type CouponStatus = NonNullable<QueryParams<'getMyCoupons'>['status']>;

/** The user's coupons in one state, newest first. */
export const myCouponsQuery = (status: CouponStatus, token: string | null) =>
  infiniteQueryOptions({
    queryKey: couponKeys.mine(status, token),
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

/** How many unused coupons the user holds (the user centre's count), keyed under coupons with the lists. */
export const unusedCouponsQuery = (token: string | null) =>
  queryOptions({
    queryKey: couponKeys.unusedCount(token),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/h5.user/coupon', { params: { query: { status: 'unused', page: 1, limit: 1 } }, signal }),
        )
      ).total,
    enabled: Boolean(token),
  });
