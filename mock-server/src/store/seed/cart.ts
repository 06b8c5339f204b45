// The seeded carts.
import { DEMO_ACCOUNTS } from '../ids.ts';
import { addCartLine, type CartState } from '../modules/cart.ts';
import type { GoodsRecord, GoodsState } from '../modules/goods.ts';
import type { SeedContext } from '../seed-context.ts';

export function seedCart(ctx: SeedContext<{ goods: GoodsState }>): CartState {
  const { en } = ctx;
  const state: CartState = { byId: new Map(), byUser: new Map(), nextId: 1 };
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
      addCartLine(state, { user_id: userId, goods_id: g.id, quantity: q, createtime: ctx.nowSec - (n + 1) * 3600 });
    });
  });
  return state;
}
