import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { goodsKeys } from '../goods/keys';
import { userKeys } from '../user/keys';
import { orderKeys } from './keys';

/** Applies for the refund of a failed group order. */
export const refundGroupOrder = (id: number) => unwrap(api.POST('/api/group/order/refund', { body: { id } }));

/** What it changes: The group order's state, the money that comes back and the group's places. */
export const refundGroupOrderChanges = [
  orderKeys.all,
  userKeys.all,
  goodsKeys.detail.all,
] as const satisfies readonly QueryKeyPrefix[];
