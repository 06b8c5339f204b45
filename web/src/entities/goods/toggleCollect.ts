import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from '../user/keys';
import { goodsKeys } from './keys';

/** Collects the goods when it is not collected, un-collects it otherwise; answers the new state. */
export const toggleCollect = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/collect', { body: { goods_id: goodsId } }));

/** What it changes: The goods' collected state on its detail pages and the user's collection. */
export const toggleCollectChanges = [
  goodsKeys.detail.all,
  userKeys.collection.all,
] as const satisfies readonly QueryKeyPrefix[];
