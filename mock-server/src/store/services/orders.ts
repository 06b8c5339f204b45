// Operations on orders that reach other aggregates: creating one marks its coupon used, paying grants the
// goods (and takes a digital order's goods out of the cart), applies a VIP card or credits a recharge,
// cancelling frees the coupon and the group seat, and settling applies what mock time has made due (the
// 30-minute cancellation, shipping and delivery, groups closing at their endtime, refunds paid out). Shared
// by the order, group and VIP handlers, the payment page and the control API. Every order call settles
// first, so moving the clock moves these states too.
import { DAY_SEC, GROUP_REFUND_MEMO, RECHARGE_MEMO } from '../ids.ts';
import { removeGoodsLines } from '../modules/cart.ts';
import { setCouponUsed } from '../modules/coupons.ts';
import { grantPurchase } from '../modules/library.ts';
import {
  type Address,
  addOrder,
  DELIVER_AFTER_SEC,
  type GroupRecord,
  isDigital,
  markCancelled,
  markGroupOrderPaid,
  markReadyToShip,
  markShipped,
  ORDER_TTL_SEC,
  type OrderItemRecord,
  type OrderRecord,
  type OrderType,
  type PayType,
  recordPayment,
  removeGroupOrder,
  SHIP_AFTER_SEC,
  setGroupStatus,
  setOrderStatus,
  setRefundStatus,
  takeDue,
} from '../modules/orders.ts';
import { setVip, type UserRecord } from '../modules/users.ts';
import { type VipCardRecord, vipCardById } from '../modules/vip-cards.ts';
import type { State } from '../state.ts';
import { changeBalance } from './library.ts';

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
  if (coupon) setCouponUsed(coupon, true);
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
    prepayId: null,
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

export function cancelOrder(state: State, order: OrderRecord): void {
  const groupOrderId = markCancelled(state.orders, order);
  // Its endtime decides whether it comes back unused or expired.
  const coupon = order.coupon_id === null ? undefined : state.coupons.byId.get(order.coupon_id);
  if (coupon) setCouponUsed(coupon, false);
  if (groupOrderId !== null) removeGroupOrder(state.orders, groupOrderId);
}

export function applyVipCard(user: UserRecord, card: VipCardRecord, nowSec: number): void {
  if (card.days === null) {
    setVip(user, { type: card.type, name: card.name, expiretime: null });
    return;
  }
  const current = user.vip?.expiretime;
  const from = current !== undefined && current !== null && current > nowSec ? current : nowSec;
  setVip(user, { type: card.type, name: card.name, expiretime: from + card.days * DAY_SEC });
}

/** After payment (or after its group succeeded), an order moves on as its goods do. */
function fulfil(state: State, order: OrderRecord, nowSec: number): void {
  if (order.items.every((i) => isDigital(i.goods_type))) {
    setOrderStatus(state.orders, order, 'completed');
    for (const i of order.items) grantPurchase(state, order.user_id, i.goods_id);
  } else {
    markReadyToShip(state.orders, order, nowSec);
  }
}

export function markPaid(state: State, order: OrderRecord, payType: PayType, nowSec: number): void {
  recordPayment(order, payType, nowSec);
  const user = state.users.byId.get(order.user_id);
  switch (order.order_type) {
    case 'digital':
      fulfil(state, order, nowSec);
      // The lines stay in the cart while the order waits, so an abandoned or refused payment leaves the cart
      // to check out again. A digital item is held once per cart and is owned from now on, so its line goes
      // whether the order was made of it or bought it directly.
      removeGoodsLines(state.cart, order.user_id, new Set(order.items.map((i) => i.goods_id)));
      return;
    case 'physical':
      fulfil(state, order, nowSec);
      // Bought is bought: the cart line of a physical item goes once its order is paid, as a digital one
      // does (createPhysicalOrder takes the goods, not the line, so the goods' lines go).
      removeGoodsLines(state.cart, order.user_id, new Set(order.items.map((i) => i.goods_id)));
      return;
    case 'vip': {
      setOrderStatus(state.orders, order, 'completed');
      const card = order.vip_card_id === null ? undefined : vipCardById(order.vip_card_id);
      if (user && card) applyVipCard(user, card, nowSec);
      return;
    }
    case 'recharge':
      setOrderStatus(state.orders, order, 'completed');
      changeBalance(state, order.user_id, order.totalCents, RECHARGE_MEMO, nowSec);
      return;
    case 'group': {
      setOrderStatus(state.orders, order, 'paid');
      const go = order.group_order_id === null ? undefined : state.orders.groupOrders.get(order.group_order_id);
      if (!go) return;
      markGroupOrderPaid(go);
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
  setGroupStatus(group, success ? 'group_successful' : 'group_failed');
  for (const id of [...group.member_ids]) {
    const go = state.orders.groupOrders.get(id);
    const order = go?.order_id ? state.orders.byId.get(go.order_id) : undefined;
    if (!go || !order) continue;
    if (order.status === 'to_be_paid') cancelOrder(state, order);
    else if (success && order.status === 'paid') fulfil(state, order, nowSec);
  }
}

/**
 * Applies every change that mock time has made due, taking them off the orders' due queue in due order. An
 * entry whose record has moved on since it was queued (paid before its deadline, closed early) is dropped.
 */
export function settle(state: State, nowSec: number): void {
  const orders = state.orders;
  for (let due = takeDue(orders, nowSec); due; due = takeDue(orders, nowSec)) {
    switch (due.kind) {
      case 'expire': {
        const order = orders.byId.get(due.id);
        if (order?.status === 'to_be_paid' && order.expiretime !== null && order.expiretime <= nowSec) {
          cancelOrder(state, order);
        }
        break;
      }
      case 'ship': {
        const order = orders.byId.get(due.id);
        if (
          order?.status === 'to_be_shipped' &&
          order.readytime !== null &&
          order.readytime + SHIP_AFTER_SEC <= nowSec
        ) {
          markShipped(orders, order);
        }
        break;
      }
      case 'deliver': {
        const order = orders.byId.get(due.id);
        if (order?.status === 'shipped' && order.readytime !== null && order.readytime + DELIVER_AFTER_SEC <= nowSec) {
          setOrderStatus(orders, order, 'completed');
        }
        break;
      }
      case 'group-end': {
        const group = orders.groups.get(due.id);
        if (group?.status === 'to_be_grouped' && group.endtime <= nowSec) closeGroup(state, group, false, nowSec);
        break;
      }
      case 'refund': {
        const go = orders.groupOrders.get(due.id);
        if (go?.refund_status !== 'applied') break;
        setRefundStatus(orders, go, 'refunded', nowSec);
        const order = go.order_id ? orders.byId.get(go.order_id) : undefined;
        if (order) changeBalance(state, go.user_id, order.payCents, GROUP_REFUND_MEMO, nowSec);
        break;
      }
    }
  }
}
