import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { commentKeys } from '../comments/keys';
import { goodsKeys } from '../goods/keys';
import { orderKeys } from './keys';

/** Rates a completed order and comments on its goods. */
export const evaluateOrder = (body: RequestBody<'evaluateOrder'>) =>
  unwrap(api.POST('/api/user/order_comment', { body }));

/** What it changes: The order leaves 'to evaluate' (lists, page, counts); the evaluation joins the goods' comments. */
export const evaluateOrderChanges = [
  orderKeys.all,
  commentKeys.all,
  goodsKeys.detail.all,
] as const satisfies readonly QueryKeyPrefix[];
