import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { couponKeys } from '../coupons/keys';
import { orderKeys } from './keys';

/** Creates the unpaid digital order of the cart lines or the one goods item. */
export const createOrder = (body: RequestBody<'createOrder'>) => unwrap(api.POST('/api/h5.order/create', { body }));

/** What it changes: A new unpaid order (lists and the user centre's 'to pay' count) holding the coupon it used. */
export const createOrderChanges = [orderKeys.all, couponKeys.all] as const satisfies readonly QueryKeyPrefix[];
