import { api, unwrap } from '../client';

/** Records that the signed-in user played a goods item (recently played, play count). */
export const recordPlay = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/history', { body: { goods_id: goodsId } }));
