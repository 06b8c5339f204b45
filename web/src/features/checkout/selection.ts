import type { OrderSelection } from '@/entities/orders/previewOrder';

const MAX_CART_IDS = 100;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * What the confirm-order page buys, read from its query: `cart_ids` (comma-separated cart lines), `goods_id`
 * (+ `quantity`) bought now, or `card_id` (a VIP card). Anything malformed is nothing to buy (null).
 */
export function selectionOf(params: URLSearchParams): OrderSelection | { card_id: number } | null {
  const card = positiveInt(params.get('card_id'));
  if (card !== null) return { card_id: card };
  const cartIds = params.get('cart_ids');
  if (cartIds) {
    const ids = cartIds.split(',').map((id) => positiveInt(id.trim()));
    if (ids.length > MAX_CART_IDS || ids.some((id) => id === null)) return null;
    return { cart_ids: [...new Set(ids as number[])], quantity: 1 };
  }
  const goods = positiveInt(params.get('goods_id'));
  if (goods === null) return null;
  const quantity = positiveInt(params.get('quantity'));
  return { goods_id: goods, quantity: quantity ?? 1 };
}
