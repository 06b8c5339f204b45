import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { orderKeys } from '../orders/keys';
import { goodsKeys } from './keys';

/** Starts a group (no `groupId`) or joins an open one; answers the order to pay and the group order. */
export const joinGroup = (goodsId: number, groupId?: number) =>
  unwrap(
    api.POST('/api/h5.group/join', {
      body: { goods_id: goodsId, ...(groupId === undefined ? {} : { group_id: groupId }) },
    }),
  );

/** What it changes: The group's places on its page and the user's group orders. */
export const joinGroupChanges = [goodsKeys.detail.all, orderKeys.all] as const satisfies readonly QueryKeyPrefix[];
