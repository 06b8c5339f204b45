import { api, unwrap } from '@/lib/api';

export const addGoodsComment = (goodsId: number, content: string) =>
  unwrap(api.POST('/api/h5.goods/comment', { body: { goods_id: goodsId, content } }));
