import { api, unwrap } from '../client';

/** POST /api/h5.user/history: the signed-in user played this goods (it tops their recently played). */
export const recordPlay = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/history', { body: { goods_id: goodsId } }));
