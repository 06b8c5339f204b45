import { api, unwrap } from '@/lib/api';

/** Adds a goods item to the cart; answers the cart's new line count. */
export const addToCart = (goodsId: number) =>
  unwrap(api.POST('/api/h5.user/cart', { body: { goods_id: goodsId, quantity: 1 } }));
