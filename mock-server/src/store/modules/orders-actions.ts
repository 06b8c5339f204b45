// State changes of orders, shared by the order, group and VIP handlers, the payment page and the control
// API. Everything that happens with time (the 30-minute cancellation, groups closing at their endtime,
// refunds being paid out, physical orders shipping) is applied by `settle` from the mock clock whenever
// this area is read or written, so moving the clock through the control API moves these states too.
import type { State } from '../state.ts';
import { GROUP_REFUND_MEMO, RECHARGE_MEMO } from './library.ts';
import { changeBalance, grantPurchase } from './library-actions.ts';
import {
  type Address,
  addOrder,
  DELIVER_AFTER_SEC,
  EXPRESS_COMPANIES,
  type GroupRecord,
  isDigital,
  ORDER_TTL_SEC,
  type OrderItemRecord,
  type OrderRecord,
  type OrderType,
  type PayType,
  SHIP_AFTER_SEC,
} from './orders.ts';
import type { UserRecord } from './users.ts';
import { type VipCardRecord, vipCardById } from './vip-cards.ts';

export interface NewOrder {
  userId: number;
  type: OrderType;
  items: OrderItemRecord[];
  couponId?: number | null;
  couponCents?: number;
  address?: Address | null;
  remark?: string | null;
  vipCardId?: number | null;
}

/** A new to_be_paid order; a coupon it names is marked used. */
export function createOrder(state: State, o: NewOrder, nowSec: number): OrderRecord {
  const total = o.items.reduce((s, i) => s + i.priceCents * i.quantity, 0);
  const off = Math.min(o.couponCents ?? 0, total);
  const coupon = o.couponId ? state.coupons.byId.get(o.couponId) : undefined;
  if (coupon) coupon.used = true;
  return addOrder(state.orders, {
    user_id: o.userId,
    order_type: o.type,
    status: 'to_be_paid',
    items: o.items,
    totalCents: total,
    couponCents: coupon ? off : 0,
    payCents: total - (coupon ? off : 0),
    coupon_id: coupon?.id ?? null,
    pay_type: null,
    pendingPayType: null,
    createtime: nowSec,
    paytime: null,
    expiretime: nowSec + ORDER_TTL_SEC,
    readytime: null,
    address: o.address ?? null,
    express: null,
    evaluated: false,
    remark: o.remark ?? null,
    group_order_id: null,
    vip_card_id: o.vipCardId ?? null,
  });
}

/** Frees the seat of an order's group order; a group nobody is left in is abandoned. */
function releaseSeat(state: State, order: OrderRecord): void {
  const go = order.group_order_id === null ? undefined : state.orders.groupOrders.get(order.group_order_id);
  order.group_order_id = null;
  if (!go) return;
  state.orders.groupOrders.delete(go.id);
  const group = state.orders.groups.get(go.group_id);
  if (!group) return;
  group.member_ids = group.member_ids.filter((id) => id !== go.id);
  if (group.member_ids.length === 0 && group.status === 'to_be_grouped') group.status = 'group_failed';
}

export function cancelOrder(state: State, order: OrderRecord): void {
  order.status = 'cancelled';
  order.expiretime = null;
  order.pendingPayType = null;
  // Its endtime decides whether it comes back unused or expired.
  const coupon = order.coupon_id === null ? undefined : state.coupons.byId.get(order.coupon_id);
  if (coupon) coupon.used = false;
  releaseSeat(state, order);
}

export function applyVipCard(user: UserRecord, card: VipCardRecord, nowSec: number): void {
  if (card.days === null) {
    user.vip = { type: card.type, name: card.name, expiretime: null };
    return;
  }
  const current = user.vip?.expiretime;
  const from = current !== undefined && current !== null && current > nowSec ? current : nowSec;
  user.vip = { type: card.type, name: card.name, expiretime: from + card.days * 86_400 };
}

/** After payment (or after its group succeeded), an order moves on as its goods do. */
function fulfil(state: State, order: OrderRecord, nowSec: number): void {
  if (order.items.every((i) => isDigital(i.goods_type))) {
    order.status = 'completed';
    for (const i of order.items) grantPurchase(state, order.user_id, i.goods_id);
  } else {
    order.status = 'to_be_shipped';
    order.readytime = nowSec;
  }
}

export function markPaid(state: State, order: OrderRecord, payType: PayType, nowSec: number): void {
  order.paytime = nowSec;
  order.expiretime = null;
  order.pay_type = payType;
  order.pendingPayType = null;
  const user = state.users.byId.get(order.user_id);
  switch (order.order_type) {
    case 'digital':
    case 'physical':
      fulfil(state, order, nowSec);
      return;
    case 'vip': {
      order.status = 'completed';
      const card = order.vip_card_id === null ? undefined : vipCardById(order.vip_card_id);
      if (user && card) applyVipCard(user, card, nowSec);
      return;
    }
    case 'recharge':
      order.status = 'completed';
      changeBalance(state, order.user_id, order.totalCents, RECHARGE_MEMO, nowSec);
      return;
    case 'group': {
      order.status = 'paid';
      const go = order.group_order_id === null ? undefined : state.orders.groupOrders.get(order.group_order_id);
      if (!go) return;
      go.paid = true;
      const group = state.orders.groups.get(go.group_id);
      if (group?.status !== 'to_be_grouped') return;
      const paid = group.member_ids.filter((id) => state.orders.groupOrders.get(id)?.paid).length;
      if (paid >= group.size) closeGroup(state, group, true, nowSec);
      return;
    }
  }
}

/**
 * Ends a group. Members who have not paid lose their seat (their orders are cancelled); on success the paid
 * members' orders move on like their goods, on failure they wait for a refund.
 */
export function closeGroup(state: State, group: GroupRecord, success: boolean, nowSec: number): void {
  group.status = success ? 'group_successful' : 'group_failed';
  for (const id of [...group.member_ids]) {
    const go = state.orders.groupOrders.get(id);
    const order = go?.order_id ? state.orders.byId.get(go.order_id) : undefined;
    if (!go || !order) continue;
    if (order.status === 'to_be_paid') cancelOrder(state, order);
    else if (success && order.status === 'paid') fulfil(state, order, nowSec);
  }
}

const expressOf = (order: OrderRecord) => ({
  company: EXPRESS_COMPANIES[order.id % EXPRESS_COMPANIES.length] ?? 'SF Express',
  number: `SF${String(1_402_938_475_612 + order.id * 7919)}`,
});

/** Applies every change that mock time has made due. */
export function settle(state: State, nowSec: number): void {
  const orders = state.orders;
  for (const order of orders.byId.values()) {
    if (order.status === 'to_be_paid' && order.expiretime !== null && order.expiretime <= nowSec) {
      cancelOrder(state, order);
    } else if (order.readytime !== null && (order.status === 'to_be_shipped' || order.status === 'shipped')) {
      if (order.status === 'to_be_shipped' && order.readytime + SHIP_AFTER_SEC <= nowSec) {
        order.status = 'shipped';
        order.express = expressOf(order);
      }
      if (order.status === 'shipped' && order.readytime + DELIVER_AFTER_SEC <= nowSec) order.status = 'completed';
    }
  }
  for (const group of orders.groups.values()) {
    if (group.status === 'to_be_grouped' && group.endtime <= nowSec) closeGroup(state, group, false, nowSec);
  }
  for (const go of orders.groupOrders.values()) {
    if (go.refund_status !== 'applied') continue;
    go.refund_status = 'refunded';
    const order = go.order_id ? orders.byId.get(go.order_id) : undefined;
    if (order) changeBalance(state, go.user_id, order.payCents, GROUP_REFUND_MEMO, nowSec);
  }
}
