import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

/** Creates the unpaid digital order of the cart lines or the one goods item. */
export const createOrder = (body: RequestBody<'createOrder'>) => unwrap(api.POST('/api/h5.order/create', { body }));
