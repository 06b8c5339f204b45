import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { orderKeys } from '../orders/keys';
import { userKeys } from '../user/keys';
import { vipKeys } from './keys';

/** Creates the unpaid order of a VIP card, paid like any order. */
export const buyVipCard = (cardId: number) => unwrap(api.POST('/api/h5.vip/buy', { body: { card_id: cardId } }));

/** What it changes: A VIP card order; once paid, the payment's own changes follow (entities/payment). */
export const buyVipCardChanges = [
  orderKeys.all,
  vipKeys.all,
  userKeys.info.all,
] as const satisfies readonly QueryKeyPrefix[];
