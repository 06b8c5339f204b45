// The shopping cart. Digital goods are held once (quantity 1); physical lines add up to 99.
import { fail, money, ok } from '../envelope.ts';
import { addCartLine, cartLinesOf, removeCartLine, setLineQuantity } from '../store/modules/cart.ts';
import { hasPurchased } from '../store/modules/library.ts';
import { isDigital } from '../store/modules/orders.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { type Handlers, read } from './define.ts';
import { goodsView } from './views.ts';

const MAX_QUANTITY = 99;

export const handlers = {
  addToCart: (ctx) => {
    const user = ctx.user as UserRecord;
    const cart = ctx.state.cart;
    const goods = ctx.state.goods.byId.get(ctx.body.goods_id);
    if (!goods) return fail('The goods does not exist');
    const quantity = ctx.body.quantity ?? 1;
    const lines = cartLinesOf(cart, user.id);
    const existing = lines.find((l) => l.goods_id === goods.id);
    if (existing) {
      if (isDigital(goods.goods_type)) return fail('Already in the cart');
      setLineQuantity(existing, Math.min(MAX_QUANTITY, existing.quantity + quantity));
      return ok({ cart_count: lines.length }, 'Added successfully');
    }
    addCartLine(cart, {
      user_id: user.id,
      goods_id: goods.id,
      quantity: isDigital(goods.goods_type) ? 1 : quantity,
      createtime: ctx.seconds(),
    });
    return ok({ cart_count: lines.length + 1 }, 'Added successfully');
  },

  deleteCartItems: {
    // An empty `ids` fails the contract's pattern before the handler; the contract answers it the same way.
    messages: { ids: 'Please select the product' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const ids = (ctx.query.ids ?? '').split(',').filter(Boolean).map(Number);
      if (ids.length === 0) return fail('Please select the product');
      for (const id of ids) removeCartLine(ctx.state.cart, user.id, id);
      return ok({ cart_count: cartLinesOf(ctx.state.cart, user.id).length }, 'Deleted successfully');
    },
  },

  getCartList: read((ctx) => {
    const user = ctx.user as UserRecord;
    const list = cartLinesOf(ctx.state.cart, user.id)
      .sort((a, b) => b.createtime - a.createtime || b.id - a.id)
      .flatMap((l) => {
        const goods = ctx.state.goods.byId.get(l.goods_id);
        return goods ? [{ line: l, goods }] : [];
      });
    const total = list.reduce((s, { line, goods }) => s + goods.priceCents * line.quantity, 0);
    return ok({
      count: list.length,
      total: money(total),
      list: list.map(({ line, goods }) => ({
        id: line.id,
        goods: goodsView(ctx.state, goods),
        quantity: line.quantity,
        price: money(goods.priceCents),
        createtime: line.createtime,
        owned: isDigital(goods.goods_type) && hasPurchased(ctx.state, user.id, goods.id),
      })),
    });
  }),
} satisfies Handlers;
