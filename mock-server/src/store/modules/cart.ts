// Shopping-cart lines of every user.
import type { SeedContext } from '../seed-context.ts';
import type { GoodsRecord } from './goods.ts';
import { DEMO_ACCOUNTS } from './users.ts';

export interface CartLine {
  id: number;
  user_id: number;
  goods_id: number;
  quantity: number;
  createtime: number;
}

export interface CartState {
  byId: Map<number, CartLine>;
  nextId: number;
}

export const cartLinesOf = (cart: CartState, userId: number): CartLine[] =>
  [...cart.byId.values()].filter((l) => l.user_id === userId);

export function seedCart(ctx: SeedContext): CartState {
  const { en } = ctx;
  const state: CartState = { byId: new Map(), nextId: 1 };
  const goods = ctx.state.goods.list;
  const paid = (g: GoodsRecord) => g.priceCents > 0 && !g.presale;
  const digital = goods.filter((g) => g.goods_type !== 'physical' && paid(g));
  const physical = goods.filter((g) => g.goods_type === 'physical' && paid(g));
  DEMO_ACCOUNTS.forEach((_, i) => {
    const userId = i + 1;
    // Two digital lines and one physical line: enough for the cart, the order preview and a coupon.
    const picks = [
      { g: en.helpers.arrayElement(digital), q: 1 },
      { g: en.helpers.arrayElement(digital), q: 1 },
      { g: en.helpers.arrayElement(physical), q: en.number.int({ min: 1, max: 2 }) },
    ];
    const seen = new Set<number>();
    picks.forEach(({ g, q }, n) => {
      if (seen.has(g.id)) return;
      seen.add(g.id);
      const line = {
        id: state.nextId++,
        user_id: userId,
        goods_id: g.id,
        quantity: q,
        createtime: ctx.nowSec - (n + 1) * 3600,
      };
      state.byId.set(line.id, line);
    });
  });
  return state;
}
