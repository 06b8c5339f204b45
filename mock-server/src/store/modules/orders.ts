// Orders of every type and group-buy (offers, groups and the users' group orders), with their indexes by
// user and the queue of what falls due. What a user has bought and the balance and points logs belong to
// the library module; payments write there (services/orders.ts). Time-driven changes (the 30-minute
// cancellation, groups closing, shipping, refunds) are queued here by due time when a record is written,
// and applied by `settle` in services/orders.ts from the mock clock.
import type { DueQueue } from '../due-queue.ts';
import { DAY_SEC } from '../seed-context.ts';
import type { GoodsRecord, GoodsType } from './goods.ts';

export type OrderStatus = 'to_be_paid' | 'paid' | 'to_be_shipped' | 'shipped' | 'completed' | 'cancelled';
export type OrderType = 'digital' | 'physical' | 'group' | 'vip' | 'recharge';
export type PayType = 'balance' | 'score' | 'wechat' | 'alipay';
export type GroupStatus = 'to_be_grouped' | 'group_successful' | 'group_failed';
export type RefundStatus = 'none' | 'applied' | 'refunded';

export interface Address {
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

export interface OrderItemRecord {
  goods_id: number;
  title: string;
  image: string;
  priceCents: number;
  quantity: number;
  goods_type: GoodsType | null;
  /** Points per unit when the item can be paid with points. */
  scorePrice: number | null;
}

export interface OrderRecord {
  id: number;
  order_sn: string;
  user_id: number;
  order_type: OrderType;
  status: OrderStatus;
  items: OrderItemRecord[];
  totalCents: number;
  couponCents: number;
  payCents: number;
  coupon_id: number | null;
  pay_type: PayType | null;
  /** A WeChat or Alipay payment started and not yet confirmed on the payment page. */
  pendingPayType: 'wechat' | 'alipay' | null;
  /** The WeChat prepay of the latest in-app (jsapi) payment started, which WeChat's confirmation names. */
  prepayId: string | null;
  createtime: number;
  paytime: number | null;
  expiretime: number | null;
  /** When a physical order became to_be_shipped; shipping and delivery follow from it. */
  readytime: number | null;
  address: Address | null;
  express: { company: string; number: string } | null;
  evaluated: boolean;
  remark: string | null;
  group_order_id: number | null;
  vip_card_id: number | null;
}

export interface GroupOffer {
  goods_id: number;
  priceCents: number;
  size: number;
  starttime: number;
  endtime: number;
}

export interface GroupRecord {
  id: number;
  goods_id: number;
  size: number;
  priceCents: number;
  status: GroupStatus;
  createtime: number;
  endtime: number;
  /** Group order ids in joining order: the seats taken. */
  member_ids: number[];
}

export interface GroupOrderRecord {
  id: number;
  group_id: number;
  user_id: number;
  /** null for the seeded members who are not demo accounts (their orders are not modelled). */
  order_id: number | null;
  order_sn: string;
  paid: boolean;
  refund_status: RefundStatus;
  createtime: number;
}

/** What can fall due: an unpaid order's deadline, shipping, delivery, a group's end, an applied refund. */
export type DueKind = 'expire' | 'ship' | 'deliver' | 'group-end' | 'refund';

export interface OrdersState {
  byId: Map<number, OrderRecord>;
  bySn: Map<string, OrderRecord>;
  /**
   * user id → that user's orders, oldest first (by createtime, then id), so the newest-first list is this
   * one read backwards, with no sort. New orders are the newest and go on the end.
   */
  byUser: Map<number, OrderRecord[]>;
  /** user id → how many of that user's orders are in each `${status}|${type}`, kept with every status change. */
  countsByUser: Map<number, Map<string, number>>;
  /** user id → that user's group orders by id. */
  groupOrdersByUser: Map<number, Map<number, GroupOrderRecord>>;
  /** Order ids (expire, ship, deliver), group ids (group-end) and group order ids (refund) by due time. */
  due: DueQueue<DueKind>;
  nextId: number;
  snSeq: number;
  /** Keyed by goods id. */
  groupOffers: Map<number, GroupOffer>;
  groups: Map<number, GroupRecord>;
  groupOrders: Map<number, GroupOrderRecord>;
  nextGroupId: number;
  nextGroupOrderId: number;
}

export const ORDER_TTL_SEC = 1800;
/** A paid physical order is shipped this long after it became to_be_shipped ... */
export const SHIP_AFTER_SEC = DAY_SEC;
/** ... and delivered (completed) this long after. */
export const DELIVER_AFTER_SEC = 7 * DAY_SEC;
/** A new group closes at the offer's end or this long after it starts, whichever is earlier. */
export const GROUP_OPEN_SEC = DAY_SEC;

export const EXPRESS_COMPANIES = ['顺丰速运 SF Express', '中通快递 ZTO Express', '京东物流 JD Logistics'];

/** The order number: the creation time in China (UTC+8) as YYYYMMDDHHmmss, then a six-digit sequence. */
export function nextOrderSn(orders: OrdersState, createtime: number): string {
  const d = new Date((createtime + 8 * 3600) * 1000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  orders.snSeq += 1;
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  // Joined, not concatenated: a template literal this long is a two-part string kept for the order's life.
  return [stamp, p(orders.snSeq % 1_000_000, 6)].join('');
}

export const isDigital = (t: GoodsType | null): boolean => t === 'music' || t === 'pack';

/** A digital item is sold to a user once: what the contract answers when they would buy one they own. */
export const ALREADY_OWNED = 'You already own this item, download it instead';

// The balance and points log lines an order writes; the seed writes the same ones, so seeded orders and logs
// read like those the handlers make.
const orderTitle = (o: OrderRecord) => o.items[0]?.title ?? o.order_sn;
export const balancePaymentMemo = (o: OrderRecord) => `购买 ${orderTitle(o)}`;
export const pointsPaymentMemo = (o: OrderRecord) => `积分兑换 ${orderTitle(o)}`;
/** What an order costs in points; null when an item has no points price. */
export const pointsOf = (o: OrderRecord): number | null =>
  o.items.some((i) => i.scorePrice === null) ? null : o.items.reduce((s, i) => s + (i.scorePrice ?? 0) * i.quantity, 0);

export const itemOf = (
  g: GoodsRecord,
  quantity: number,
  priceCents = g.priceCents,
  points = true,
): OrderItemRecord => ({
  goods_id: g.id,
  title: g.title,
  image: g.image,
  priceCents,
  quantity,
  goods_type: g.goods_type,
  scorePrice: points ? g.score_price : null,
});

/** A recharge is not goods: its one item names the amount. */
export const rechargeItem = (cents: number): OrderItemRecord => ({
  goods_id: 1,
  title: `余额充值 Recharge ¥${(cents / 100).toFixed(2)}`,
  image: '/media/image/recharge.jpg',
  priceCents: cents,
  quantity: 1,
  goods_type: null,
  scorePrice: null,
});

// ---------------------------------------------------------------- reads

/** A user's orders, oldest first (the index itself: read it, never change it). */
export const ordersOf = (orders: OrdersState, userId: number): readonly OrderRecord[] =>
  orders.byUser.get(userId) ?? [];

/** How many of a user's orders have this status and type (either may be left out). */
export function orderCount(orders: OrdersState, userId: number, status?: OrderStatus, type?: OrderType): number {
  let n = 0;
  for (const [key, count] of orders.countsByUser.get(userId) ?? []) {
    const [s, t] = key.split('|');
    if ((!status || s === status) && (!type || t === type)) n += count;
  }
  return n;
}

export const groupOrdersOf = (orders: OrdersState, userId: number): GroupOrderRecord[] => [
  ...(orders.groupOrdersByUser.get(userId)?.values() ?? []),
];

/** The next change due at or before `nowSec`, taken off the queue; the caller checks it still applies. */
export const takeDue = (orders: OrdersState, nowSec: number) => orders.due.popDue(nowSec);

// ---------------------------------------------------------------- writes: the only code that changes orders

const olderFirst = (a: OrderRecord, b: OrderRecord) => a.createtime - b.createtime || a.id - b.id;

function count(orders: OrdersState, o: OrderRecord, by: 1 | -1): void {
  const counts = orders.countsByUser.get(o.user_id) ?? new Map<string, number>();
  orders.countsByUser.set(o.user_id, counts);
  const key = `${o.status}|${o.order_type}`;
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Every status change goes through here, so the counts stay right. */
function setStatus(orders: OrdersState, o: OrderRecord, status: OrderStatus): void {
  count(orders, o, -1);
  o.status = status;
  count(orders, o, 1);
}

/** Queues what the order's state will make due: its payment deadline, or its shipping and delivery. */
function schedule(orders: OrdersState, o: OrderRecord): void {
  if (o.status === 'to_be_paid' && o.expiretime !== null) orders.due.push(o.expiretime, 'expire', o.id);
  if (o.readytime === null) return;
  if (o.status === 'to_be_shipped') orders.due.push(o.readytime + SHIP_AFTER_SEC, 'ship', o.id);
  else if (o.status === 'shipped') orders.due.push(o.readytime + DELIVER_AFTER_SEC, 'deliver', o.id);
}

const sameAddress = (a: Address, b: Address) =>
  a.name === b.name &&
  a.mobile === b.mobile &&
  a.province === b.province &&
  a.city === b.city &&
  a.district === b.district &&
  a.detail === b.detail;

export function addOrder(orders: OrdersState, order: Omit<OrderRecord, 'id' | 'order_sn'>): OrderRecord {
  const mine = orders.byUser.get(order.user_id) ?? [];
  orders.byUser.set(order.user_id, mine);
  // A shopper ships to the same address again and again; the orders share one copy (never changed in place),
  // so a long session's heap grows by the order, not by its address.
  let address = order.address;
  for (let i = mine.length - 1; address && i >= Math.max(0, mine.length - 4); i--) {
    const earlier = mine[i]?.address;
    if (earlier && sameAddress(earlier, address)) address = earlier;
    if (earlier) break;
  }
  // Every field written in one literal: a spread would leave most of them outside the object, in a second
  // allocation per order.
  const rec: OrderRecord = {
    id: orders.nextId++,
    order_sn: nextOrderSn(orders, order.createtime),
    user_id: order.user_id,
    order_type: order.order_type,
    status: order.status,
    items: order.items,
    totalCents: order.totalCents,
    couponCents: order.couponCents,
    payCents: order.payCents,
    coupon_id: order.coupon_id,
    pay_type: order.pay_type,
    pendingPayType: order.pendingPayType,
    prepayId: order.prepayId,
    createtime: order.createtime,
    paytime: order.paytime,
    expiretime: order.expiretime,
    readytime: order.readytime,
    address,
    express: order.express,
    evaluated: order.evaluated,
    remark: order.remark,
    group_order_id: order.group_order_id,
    vip_card_id: order.vip_card_id,
  };
  orders.byId.set(rec.id, rec);
  orders.bySn.set(rec.order_sn, rec);
  // Seeded orders come in any time order; from then on a new order is the newest and this stops at once.
  let at = mine.length;
  while (at > 0 && olderFirst(rec, mine[at - 1] as OrderRecord) < 0) at--;
  mine.splice(at, 0, rec);
  count(orders, rec, 1);
  schedule(orders, rec);
  return rec;
}

/** Ends an unpaid order; answers the group order whose seat it held (now unlinked), if any. */
export function markCancelled(orders: OrdersState, order: OrderRecord): number | null {
  const groupOrderId = order.group_order_id;
  setStatus(orders, order, 'cancelled');
  order.expiretime = null;
  order.pendingPayType = null;
  order.group_order_id = null;
  return groupOrderId;
}

export function recordPayment(order: OrderRecord, payType: PayType, nowSec: number): void {
  order.paytime = nowSec;
  order.expiretime = null;
  order.pay_type = payType;
  order.pendingPayType = null;
}

export function setOrderStatus(orders: OrdersState, order: OrderRecord, status: 'paid' | 'completed'): void {
  setStatus(orders, order, status);
}

/** A paid order of physical goods waits for shipping from now. */
export function markReadyToShip(orders: OrdersState, order: OrderRecord, nowSec: number): void {
  setStatus(orders, order, 'to_be_shipped');
  order.readytime = nowSec;
  schedule(orders, order);
}

const expressOf = (order: OrderRecord) => ({
  company: EXPRESS_COMPANIES[order.id % EXPRESS_COMPANIES.length] ?? 'SF Express',
  number: `SF${String(1_402_938_475_612 + order.id * 7919)}`,
});

export function markShipped(orders: OrdersState, order: OrderRecord): void {
  setStatus(orders, order, 'shipped');
  order.express = expressOf(order);
  schedule(orders, order);
}

/** A WeChat or Alipay payment started (or abandoned, with null) on the payment page. */
export function setPendingPayType(order: OrderRecord, payType: 'wechat' | 'alipay' | null): void {
  order.pendingPayType = payType;
}

export function markEvaluated(order: OrderRecord): void {
  order.evaluated = true;
}

export function addGroup(orders: OrdersState, fields: Omit<GroupRecord, 'id' | 'member_ids'>): GroupRecord {
  const group: GroupRecord = { id: orders.nextGroupId++, ...fields, member_ids: [] };
  orders.groups.set(group.id, group);
  if (group.status === 'to_be_grouped') orders.due.push(group.endtime, 'group-end', group.id);
  return group;
}

export function setGroupStatus(group: GroupRecord, status: GroupStatus): void {
  group.status = status;
}

/** Seats a group order in its group. */
export function addGroupOrder(
  orders: OrdersState,
  group: GroupRecord,
  fields: Omit<GroupOrderRecord, 'id' | 'group_id'>,
): GroupOrderRecord {
  const rec: GroupOrderRecord = { id: orders.nextGroupOrderId++, group_id: group.id, ...fields };
  orders.groupOrders.set(rec.id, rec);
  const mine = orders.groupOrdersByUser.get(rec.user_id) ?? new Map<number, GroupOrderRecord>();
  mine.set(rec.id, rec);
  orders.groupOrdersByUser.set(rec.user_id, mine);
  group.member_ids.push(rec.id);
  return rec;
}

/** Links an order to the group order of its seat. */
export function linkGroupOrder(order: OrderRecord, groupOrder: GroupOrderRecord): void {
  order.group_order_id = groupOrder.id;
  groupOrder.order_id = order.id;
}

/** Frees a seat; a group nobody is left in is abandoned. */
export function removeGroupOrder(orders: OrdersState, groupOrderId: number): void {
  const go = orders.groupOrders.get(groupOrderId);
  if (!go) return;
  orders.groupOrders.delete(go.id);
  orders.groupOrdersByUser.get(go.user_id)?.delete(go.id);
  const group = orders.groups.get(go.group_id);
  if (!group) return;
  group.member_ids = group.member_ids.filter((id) => id !== go.id);
  if (group.member_ids.length === 0 && group.status === 'to_be_grouped') group.status = 'group_failed';
}

export function markGroupOrderPaid(groupOrder: GroupOrderRecord): void {
  groupOrder.paid = true;
}

/** An applied refund is paid out by the next settle. */
export function setRefundStatus(
  orders: OrdersState,
  groupOrder: GroupOrderRecord,
  status: RefundStatus,
  nowSec: number,
) {
  groupOrder.refund_status = status;
  if (status === 'applied') orders.due.push(nowSec, 'refund', groupOrder.id);
}
