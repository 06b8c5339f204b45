// Orders: preview, creation (digital and physical), payment, recharge, cancellation and evaluation.
// Every handler settles mock time first (services/orders.ts), so none of them is a cached read: an unpaid order
// must turn cancelled as soon as the clock passes its expiretime, even with a running clock.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim } from '@djshop/api/php-text';
import { fail, money, ok } from '../envelope.ts';
import { issuePrepay, NO_OPENID } from '../payment/jsapi.ts';
import type { State } from '../store/index.ts';
import { cartLinesOf } from '../store/modules/cart.ts';
import { addComment } from '../store/modules/comments.ts';
import { couponUsable, usableCoupons } from '../store/modules/coupons.ts';
import { hasPurchased } from '../store/modules/library.ts';
import {
  ALREADY_OWNED,
  balancePaymentMemo,
  isDigital,
  itemOf,
  markEvaluated,
  type OrderItemRecord,
  type OrderRecord,
  orderCount,
  ordersOf,
  pointsOf,
  pointsPaymentMemo,
  rechargeItem,
  setPendingPayType,
} from '../store/modules/orders.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { addressComplete } from '../store/services/groups.ts';
import { changeBalance, changeScore } from '../store/services/library.ts';
import { cancelOrder, createOrder, markPaid, settle } from '../store/services/orders.ts';
import type { Handlers } from './define.ts';
import { centsOf, couponView, itemView, orderView } from './order-views.ts';
import { pageFromEnd } from './paging.ts';

const MAX_RECHARGE_CENTS = 5_000_000;

/** Where the simulated WeChat / Alipay page of src/payment/page.ts lives. */
export const payUrlOf = (orderSn: string): string => `/__mock/pay/${orderSn}`;

const ownOrder = (user: UserRecord, order: OrderRecord | undefined): OrderRecord | null =>
  order && order.user_id === user.id ? order : null;

/** Newest first, the order of every list. */
const newestFirst = (a: { createtime: number; id: number }, b: { createtime: number; id: number }) =>
  b.createtime - a.createtime || b.id - a.id;

function couponFor(state: State, userId: number, couponId: number | undefined, totalCents: number, nowSec: number) {
  if (couponId === undefined) return { coupon: null, off: 0 };
  const c = state.coupons.byId.get(couponId);
  if (!c || c.user_id !== userId || !couponUsable(c, totalCents, nowSec)) return 'The coupon is not available';
  return { coupon: c, off: Math.min(c.amountCents, totalCents) };
}

export { ALREADY_OWNED };

/** Whether the user already owns a digital item among `items` (the payment page asks it too). */
export const ownsAny = (state: State, userId: number, items: readonly OrderItemRecord[]): boolean =>
  items.some((item) => isDigital(item.goods_type) && hasPurchased(state, userId, item.goods_id));

/** What an OrderGoodsSelection buys: the cart lines `cart_ids` (winning) or one `goods_id`. */

function resolveSelection(
  state: State,
  user: UserRecord,
  body: { cart_ids?: number[]; goods_id?: number; quantity?: number },
): OrderItemRecord[] | string {
  if (body.cart_ids && body.cart_ids.length > 0) {
    const wanted = new Set(body.cart_ids);
    const items: OrderItemRecord[] = [];
    for (const line of cartLinesOf(state.cart, user.id).sort(newestFirst)) {
      const goods = state.goods.byId.get(line.goods_id);
      if (!wanted.has(line.id) || !goods) continue;
      items.push(itemOf(goods, isDigital(goods.goods_type) ? 1 : line.quantity));
    }
    return items.length ? items : 'Please select the product';
  }
  if (body.goods_id === undefined) return 'Please select the product';
  const goods = state.goods.byId.get(body.goods_id);
  if (!goods) return 'The goods does not exist';
  return [itemOf(goods, isDigital(goods.goods_type) ? 1 : (body.quantity ?? 1))];
}

const totalOf = (items: OrderItemRecord[]) => items.reduce((s, i) => s + i.priceCents * i.quantity, 0);

function previewOf(
  state: State,
  user: UserRecord,
  items: OrderItemRecord[],
  off: number,
  nowSec: number,
): Schema<'OrderPreview'> {
  const total = totalOf(items);
  const points = items.every((i) => i.scorePrice !== null)
    ? items.reduce((s, i) => s + (i.scorePrice ?? 0) * i.quantity, 0)
    : null;
  return {
    items: items.map(itemView),
    total_amount: money(total),
    coupon_amount: money(off),
    pay_amount: money(total - off),
    usable_coupons: usableCoupons(state.coupons, user.id, total, nowSec).map((c) => couponView(c, nowSec)),
    balance: money(user.moneyCents),
    score: user.score,
    score_price: points,
    need_address: items.some((i) => i.goods_type === 'physical'),
  };
}

const ADDRESS_MESSAGES = Object.fromEntries(
  [
    'address',
    'address.name',
    'address.mobile',
    'address.province',
    'address.city',
    'address.district',
    'address.detail',
  ].map((f) => [f, 'Please fill in the shipping address']),
);

export const handlers = {
  getMyOrders: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const { status, order_type } = ctx.query;
    const mine = ordersOf(ctx.state.orders, user.id);
    if (!status && !order_type) return ok(pageFromEnd(mine, ctx.query, orderView));
    return ok(
      pageFromEnd(mine, ctx.query, orderView, {
        keep: (o) => (!status || o.status === status) && (!order_type || o.order_type === order_type),
        total: orderCount(ctx.state.orders, user.id, status, order_type),
      }),
    );
  },

  getOrderDetail: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const { id, order_sn } = ctx.query;
    const found =
      id !== undefined
        ? ctx.state.orders.byId.get(id)
        : order_sn !== undefined
          ? ctx.state.orders.bySn.get(order_sn)
          : undefined;
    const order = ownOrder(user, found);
    return order ? ok(orderView(order)) : fail('The order does not exist');
  },

  cancelOrder: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const order = ownOrder(user, ctx.state.orders.byId.get(ctx.body.id));
    if (!order) return fail('The order does not exist');
    if (order.status !== 'to_be_paid') return fail('Only unpaid orders can be cancelled');
    cancelOrder(ctx.state, order);
    return ok(orderView(order), 'Cancelled successfully');
  },

  evaluateOrder: {
    messages: { 'content:required': 'Comment content required', 'content:minLength': 'Comment content required' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const now = ctx.seconds();
      settle(ctx.state, now);
      const content = filterText(ctx.body.content);
      if (phpTrim(ctx.body.content) === '' || content === '') return fail('Comment content required');
      const order = ownOrder(user, ctx.state.orders.byId.get(ctx.body.order_id));
      if (!order) return fail('The order does not exist');
      if (order.status !== 'completed') return fail('Only completed orders can be evaluated');
      if (order.evaluated) return fail('Cannot submit repeatedly');
      // VIP cards and recharges are not goods: such an order is marked evaluated without a goods comment.
      const goodsIds = new Set(
        order.order_type === 'vip' || order.order_type === 'recharge' ? [] : order.items.map((i) => i.goods_id),
      );
      for (const goodsId of goodsIds) {
        if (!ctx.state.goods.byId.has(goodsId)) continue;
        addComment(ctx.state.comments, {
          goods_id: goodsId,
          user_id: user.id,
          content,
          star: ctx.body.star,
          createtime: now,
        });
      }
      markEvaluated(order);
      return ok(null, 'Evaluation succeeded');
    },
  },

  previewOrder: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    const items = resolveSelection(ctx.state, user, ctx.body);
    if (typeof items === 'string') return fail(items);
    if (ownsAny(ctx.state, user.id, items)) return fail(ALREADY_OWNED);
    const coupon = couponFor(ctx.state, user.id, ctx.body.coupon_id, totalOf(items), now);
    if (typeof coupon === 'string') return fail(coupon);
    return ok(previewOf(ctx.state, user, items, coupon.off, now));
  },

  createOrder: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    settle(ctx.state, now);
    const items = resolveSelection(ctx.state, user, ctx.body);
    if (typeof items === 'string') return fail(items);
    if (items.some((i) => !isDigital(i.goods_type))) return fail('Physical goods must be ordered with an address');
    if (ownsAny(ctx.state, user.id, items)) return fail(ALREADY_OWNED);
    const coupon = couponFor(ctx.state, user.id, ctx.body.coupon_id, totalOf(items), now);
    if (typeof coupon === 'string') return fail(coupon);
    const order = createOrder(
      ctx.state,
      {
        userId: user.id,
        type: 'digital',
        items,
        couponId: coupon.coupon?.id ?? null,
        couponCents: coupon.off,
      },
      now,
    );
    return ok(orderView(order), 'Order created');
  },

  createPhysicalOrder: {
    messages: ADDRESS_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const now = ctx.seconds();
      settle(ctx.state, now);
      const { goods_id, quantity, address, coupon_id, remark } = ctx.body;
      if (!addressComplete(address)) return fail('Please fill in the shipping address');
      const goods = ctx.state.goods.byId.get(goods_id);
      if (!goods) return fail('The goods does not exist');
      if (goods.goods_type !== 'physical') return fail('Only physical goods can be shipped');
      const items = [itemOf(goods, quantity)];
      const coupon = couponFor(ctx.state, user.id, coupon_id, totalOf(items), now);
      if (typeof coupon === 'string') return fail(coupon);
      const clean = {
        name: filterText(address.name),
        mobile: address.mobile,
        province: filterText(address.province),
        city: filterText(address.city),
        district: filterText(address.district),
        detail: filterText(address.detail),
      };
      const note = remark === undefined ? null : filterText(remark);
      const order = createOrder(
        ctx.state,
        {
          userId: user.id,
          type: 'physical',
          items,
          couponId: coupon.coupon?.id ?? null,
          couponCents: coupon.off,
          address: clean,
          remark: note === '' ? null : note,
        },
        now,
      );
      return ok(orderView(order), 'Order created');
    },
  },

  payOrder: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    settle(ctx.state, now);
    const order = ownOrder(user, ctx.state.orders.bySn.get(ctx.body.order_sn));
    if (!order) return fail('The order does not exist');
    if (order.status === 'cancelled') return fail('The order has been cancelled');
    if (order.status !== 'to_be_paid') return fail('The order has already been paid');
    // Two unpaid orders of one item: once either is paid, the other may not charge for it again.
    // A group order of a pack bought meanwhile would sell it twice too.
    if ((order.order_type === 'digital' || order.order_type === 'group') && ownsAny(ctx.state, user.id, order.items)) {
      return fail(ALREADY_OWNED);
    }
    const payType = ctx.body.pay_type;
    const result = (paid: boolean): Schema<'PayResult'> => ({
      order_sn: order.order_sn,
      order_type: order.order_type,
      status: order.status,
      pay_type: payType,
      pay_url: paid ? null : payUrlOf(order.order_sn),
      paid,
    });
    if (payType === 'wechat' && ctx.body.trade_type === 'jsapi') {
      if (user.openid === null) return fail(NO_OPENID);
      setPendingPayType(order, payType);
      const jsapi = issuePrepay(order, ctx.store.seed, now);
      return ok({ ...result(false), pay_url: null, jsapi }, '');
    }
    if (payType === 'wechat' || payType === 'alipay') {
      setPendingPayType(order, payType);
      return ok(result(false), '');
    }
    if (order.order_type === 'recharge') return fail('Please choose WeChat or Alipay');
    if (payType === 'balance') {
      const debit = changeBalance(ctx.state, user.id, -order.payCents, balancePaymentMemo(order), now);
      if (typeof debit === 'string') return fail('Your balance is insufficient');
    } else {
      const points = pointsOf(order);
      if (points === null) return fail('This goods cannot be paid with points');
      const debit = changeScore(ctx.state, user.id, -points, pointsPaymentMemo(order), now);
      if (typeof debit === 'string') return fail('Your points are insufficient');
    }
    markPaid(ctx.state, order, payType, now);
    return ok(result(true), 'Payment successful');
  },

  getPayStatus: (ctx) => {
    const user = ctx.user as UserRecord;
    settle(ctx.state, ctx.seconds());
    const order = ownOrder(user, ctx.state.orders.bySn.get(ctx.query.order_sn));
    if (!order) return fail('The order does not exist');
    return ok({ order_sn: order.order_sn, status: order.status, paid: order.paytime !== null });
  },

  rechargeBalance: {
    messages: { 'pay_type:enum': 'Please choose WeChat or Alipay' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const now = ctx.seconds();
      settle(ctx.state, now);
      const { pay_type } = ctx.body;
      if (pay_type !== 'wechat' && pay_type !== 'alipay') return fail('Please choose WeChat or Alipay');
      const jsapi = pay_type === 'wechat' && ctx.body.trade_type === 'jsapi';
      if (jsapi && user.openid === null) return fail(NO_OPENID);
      const cents = centsOf(ctx.body.amount);
      const min = ctx.state.system.config.recharge_min_cents;
      if (!(cents >= min)) return fail(`The minimum recharge is ¥${money(min)}`);
      if (cents > MAX_RECHARGE_CENTS) return fail(`The maximum recharge is ¥${money(MAX_RECHARGE_CENTS)}`);
      const order = createOrder(ctx.state, { userId: user.id, type: 'recharge', items: [rechargeItem(cents)] }, now);
      setPendingPayType(order, pay_type);
      const started = {
        order_sn: order.order_sn,
        order_type: order.order_type,
        status: order.status,
        pay_type,
        pay_url: payUrlOf(order.order_sn),
        paid: false,
      };
      if (jsapi) return ok({ ...started, pay_url: null, jsapi: issuePrepay(order, ctx.store.seed, now) });
      return ok(started);
    },
  },
} satisfies Handlers;
