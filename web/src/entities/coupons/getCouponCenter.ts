import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { couponKeys } from './keys';

/** The coupon offers of the welfare centre, newest first (`claimed` is per user, hence the token). */
export const couponCenterQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: couponKeys.centre(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.coupon/center', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
