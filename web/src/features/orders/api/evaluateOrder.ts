import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

/** Rates a completed order and comments on its goods. */
export const evaluateOrder = (body: RequestBody<'evaluateOrder'>) =>
  unwrap(api.POST('/api/user/order_comment', { body }));
