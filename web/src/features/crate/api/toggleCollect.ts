import { api, unwrap } from '@/lib/api';

/** Collects or un-collects a goods item; answers whether it is now collected. */
export const toggleCollect = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/collect', { body: { goods_id: goodsId } }));
