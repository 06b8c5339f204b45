import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { couponKeys } from '../coupons/keys';
import { orderKeys } from './keys';

/** Creates the unpaid order of physical goods shipped to an address. */
export const createPhysicalOrder = (body: RequestBody<'createPhysicalOrder'>) =>
  unwrap(api.POST('/api/h5.order/createObject', { body }));

/** What it changes: A new unpaid order (lists and the user centre's 'to pay' count) holding the coupon it used. */
export const createPhysicalOrderChanges = [orderKeys.all, couponKeys.all] as const satisfies readonly QueryKeyPrefix[];
