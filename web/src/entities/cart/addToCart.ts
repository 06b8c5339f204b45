import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { cartKeys } from './keys';

/** Adds a goods item to the cart; answers the cart's new line count. */
export const addToCart = (goodsId: number, quantity = 1) =>
  unwrap(api.POST('/api/h5.user/cart', { body: { goods_id: goodsId, quantity } }));

/** What it changes: The cart and the tab bar's cart badge. */
export const addToCartChanges = [cartKeys.all] as const satisfies readonly QueryKeyPrefix[];
