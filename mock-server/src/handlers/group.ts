// Group-buy: the goods on offer, starting or joining a group, the user's group orders and refunds.
// Groups close with the mock clock (services/orders.ts settle), so these answers are not cached reads.
import { escapeHtml, fail, money, ok } from '../envelope.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { applyGroupRefund, groupOrdersOf, joinGroup, openGroupsOf } from '../store/services/groups.ts';
import { settle } from '../store/services/orders.ts';
import type { Handlers } from './define.ts';
import { groupOrderView, membersOf, orderView } from './order-views.ts';
import { pageOf } from './paging.ts';
import { goodsView } from './views.ts';

const ADDRESS_MESSAGES = Object.fromEntries(
  ['address.name', 'address.mobile', 'address.province', 'address.city', 'address.district', 'address.detail'].map(
    (f) => [f, 'Please fill in the shipping address'],
  ),
);

export const handlers = {
  getGroupGoodsList: (ctx) => {
    const now = ctx.seconds();
    settle(ctx.state, now);
    const groups = [...ctx.state.orders.groups.values()];
    const offers = [...ctx.state.orders.groupOffers.values()]
      .filter((o) => o.endtime > now && o.starttime <= now)
      .sort((a, b) => b.starttime - a.starttime || b.goods_id - a.goods_id)
      .flatMap((o) => {
        const goods = ctx.state.goods.byId.get(o.goods_id);
        return goods ? [{ ...o, goods }] : [];
      });
    return ok(
      pageOf(offers, ctx.query, (o) => ({
        goods: goodsView(ctx.state, o.goods),
        group_price: money(o.priceCents),
        group_size: o.size,
        joined_groups: groups.filter((g) => g.goods_id === o.goods_id && g.member_ids.length > 0).length,
        endtime: o.endtime,
      })),
    );
  },

  getGroupGoodsDetail: (ctx) => {
    const now = ctx.seconds();
    settle(ctx.state, now);
    const offer = ctx.state.orders.groupOffers.get(ctx.query.id);
    const goods = ctx.state.goods.byId.get(ctx.query.id);
    if (!offer || !goods) return fail('The goods does not exist');
    return ok({
      goods: goodsView(ctx.state, goods),
      description: `<p>${escapeHtml(goods.description)}</p>`,
      images: [...goods.images],
      group_price: money(offer.priceCents),
      group_size: offer.size,
      endtime: offer.endtime,
      open_groups: openGroupsOf(ctx.state, goods.id, now).map((g) => ({
        id: g.id,
        members: membersOf(ctx.state, g),
        joined: g.member_ids.length,
        group_size: g.size,
        endtime: g.endtime,
      })),
    });
  },

  joinGroup: {
    messages: ADDRESS_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const { goods_id, group_id, address } = ctx.body;
      const result = joinGroup(ctx.state, user, { goodsId: goods_id, groupId: group_id, address }, ctx.seconds());
      if (typeof result === 'string') return fail(result);
      const group = groupOrderView(ctx.state, result.groupOrder);
      if (!group) return fail('The goods does not exist');
      return ok({ order: orderView(result.order), group });
    },
  },

  getMyGroupOrders: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const status = ctx.query.status;
    const list = groupOrdersOf(ctx.state, user.id)
      .flatMap((go) => {
        const view = groupOrderView(ctx.state, go);
        return view && (!status || view.status === status) ? [view] : [];
      })
      .sort((a, b) => b.createtime - a.createtime || b.id - a.id);
    return ok(pageOf(list, ctx.query, (v) => v));
  },

  getGroupOrderDetail: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const go = ctx.state.orders.groupOrders.get(ctx.params.id);
    const view = go && go.user_id === user.id ? groupOrderView(ctx.state, go) : null;
    return view ? ok(view) : fail('The group order does not exist');
  },

  refundGroupOrder: (ctx) => {
    const user = ctx.user as UserRecord;
    const result = applyGroupRefund(ctx.state, user.id, ctx.body.id, ctx.seconds());
    if (typeof result === 'string') return fail(result);
    const view = groupOrderView(ctx.state, result);
    return view ? ok(view, 'Refund applied') : fail('The group order does not exist');
  },
} satisfies Handlers;
