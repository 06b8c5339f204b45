import { api, unwrap } from '@/lib/api';

/** Starts a group (no `groupId`) or joins an open one; answers the order to pay and the group order. */
export const joinGroup = (goodsId: number, groupId?: number) =>
  unwrap(
    api.POST('/api/h5.group/join', {
      body: { goods_id: goodsId, ...(groupId === undefined ? {} : { group_id: groupId }) },
    }),
  );
