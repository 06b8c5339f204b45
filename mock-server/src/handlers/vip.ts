// VIP cards and their purchase. The card applies when its order is paid (services/orders.ts markPaid).
import { fail, money, ok } from '../envelope.ts';
import { isVip, type UserRecord } from '../store/modules/users.ts';
import { VIP_CARDS, vipCardById, vipCardImage } from '../store/modules/vip-cards.ts';
import { createOrder, settle } from '../store/services/orders.ts';
import type { Handlers } from './define.ts';
import { orderView } from './order-views.ts';

export const handlers = {
  // Not a cached read: `member` turns null when the card expires, which only the clock decides.
  getVipCards: (ctx) => {
    const user = ctx.user;
    const now = ctx.seconds();
    const member = user?.vip && isVip(user, now) ? { ...user.vip } : null;
    let resources = 0;
    for (const g of ctx.state.goods.list) if (g.vip_free) resources += 1;
    return ok({
      cards: VIP_CARDS.map((c) => ({
        id: c.id,
        type: c.type,
        name: c.name,
        price: money(c.priceCents),
        original_price: money(c.originalPriceCents),
        days: c.days,
        benefits: [...c.benefits],
      })),
      member,
      resources_count: resources,
    });
  },

  buyVipCard: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    settle(ctx.state, now);
    const card = vipCardById(ctx.body.card_id);
    if (!card) return fail('The VIP card does not exist');
    if (user.vip && user.vip.expiretime === null) return fail('You are already a lifetime member');
    const order = createOrder(
      ctx.state,
      {
        userId: user.id,
        type: 'vip',
        items: [
          {
            goods_id: card.id,
            title: card.name,
            image: vipCardImage(card),
            priceCents: card.priceCents,
            quantity: 1,
            goods_type: 'pack',
            scorePrice: null,
          },
        ],
        vipCardId: card.id,
      },
      now,
    );
    return ok(orderView(order), 'Order created');
  },
} satisfies Handlers;
