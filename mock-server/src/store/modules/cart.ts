// Shopping-cart lines of every user.

export interface CartLine {
  id: number;
  user_id: number;
  goods_id: number;
  quantity: number;
  createtime: number;
}

export interface CartState {
  byId: Map<number, CartLine>;
  /** user id → that user's lines by id. */
  byUser: Map<number, Map<number, CartLine>>;
  nextId: number;
}

export const cartLinesOf = (cart: CartState, userId: number): CartLine[] => [
  ...(cart.byUser.get(userId)?.values() ?? []),
];

// ---------------------------------------------------------------- writes: the only code that changes the cart

export function addCartLine(cart: CartState, fields: Omit<CartLine, 'id'>): CartLine {
  const line: CartLine = { id: cart.nextId++, ...fields };
  cart.byId.set(line.id, line);
  const mine = cart.byUser.get(line.user_id) ?? new Map<number, CartLine>();
  mine.set(line.id, line);
  cart.byUser.set(line.user_id, mine);
  return line;
}

export function setLineQuantity(line: CartLine, quantity: number): void {
  line.quantity = quantity;
}

/** Removes a line if it is the user's; answers whether it was. */
export function removeCartLine(cart: CartState, userId: number, lineId: number): boolean {
  const line = cart.byId.get(lineId);
  if (line?.user_id !== userId) return false;
  cart.byId.delete(lineId);
  cart.byUser.get(userId)?.delete(lineId);
  return true;
}

/** Removes the user's lines of any of `goodsIds`, through the user's index; answers how many went. */
export function removeGoodsLines(cart: CartState, userId: number, goodsIds: ReadonlySet<number>): number {
  const mine = cart.byUser.get(userId);
  if (!mine) return 0;
  let removed = 0;
  for (const line of [...mine.values()]) {
    if (!goodsIds.has(line.goods_id)) continue;
    cart.byId.delete(line.id);
    mine.delete(line.id);
    removed += 1;
  }
  return removed;
}
