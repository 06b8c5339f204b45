import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { couponKeys } from './keys';

/** Claims one coupon of an offer. */
export const claimCoupon = (id: number) => unwrap(api.POST('/api/h5.coupon/receive', { body: { id } }));

/** What it changes: The centre's offer, the user's coupons and the user centre's coupon count. */
export const claimCouponChanges = [couponKeys.all] as const satisfies readonly QueryKeyPrefix[];
