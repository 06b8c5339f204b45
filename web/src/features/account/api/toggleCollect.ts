import { api, unwrap } from '@/lib/api';

/** Collects the goods when it is not collected, un-collects it otherwise; answers the new state. */
export const toggleCollect = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/collect', { body: { goods_id: goodsId } }));
