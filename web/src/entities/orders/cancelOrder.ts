import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { couponKeys } from '../coupons/keys';
import { orderKeys } from './keys';

/** Cancels an unpaid order. */
export const cancelOrder = (id: number) => unwrap(api.POST('/api/h5.user/orderCancel', { body: { id } }));

/** What it changes: An order's state (its lists, page and the user centre's counts) and the coupon it held, which comes back. */
export const cancelOrderChanges = [orderKeys.all, couponKeys.all] as const satisfies readonly QueryKeyPrefix[];
