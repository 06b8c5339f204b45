// Orders of every type and group-buy (offers, groups and the users' group orders), with their indexes by
// user and the queue of what falls due. What a user has bought and the balance and points logs belong to
// the library module; payments write there (services/orders.ts). Time-driven changes (the 30-minute
// cancellation, groups closing, shipping, refunds) are queued here by due time when a record is written,
// and applied by `settle` in services/orders.ts from the mock clock.
import { DueQueue } from '../due-queue.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';
import type { CouponRecord, CouponsState } from './coupons.ts';
import type { GoodsRecord, GoodsState, GoodsType } from './goods.ts';
import type { LibraryState } from './library.ts';
import {
  buildLedger,
  GROUP_REFUND_MEMO,
  grantPurchase,
  nextLogId,
  type PlannedEntry,
  RECHARGE_MEMO,
  SIGN_UP_BONUS_MEMO,
  setLog,
} from './library.ts';
import { DEMO_ACCOUNTS, setLedgerFigure, type UserRecord, type UsersState } from './users.ts';
import { VIP_CARDS, vipCardImage } from './vip-cards.ts';

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
  image: '/media/image/recharge.svg',
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

const DEMO_ADDRESS: Address = {
  name: '王伟',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南路 88 号 2 栋 1203',
};

const base = {
  couponCents: 0,
  coupon_id: null,
  pay_type: null,
  pendingPayType: null,
  paytime: null,
  expiretime: null,
  readytime: null,
  address: null,
  express: null,
  evaluated: false,
  remark: null,
  group_order_id: null,
  vip_card_id: null,
} satisfies Partial<OrderRecord>;

export function seedOrders(
  ctx: SeedContext<{ users: UsersState; goods: GoodsState; coupons: CouponsState; library: LibraryState }>,
): OrdersState {
  const { en } = ctx;
  const now = ctx.nowSec;
  const state: OrdersState = {
    byId: new Map(),
    bySn: new Map(),
    byUser: new Map(),
    countsByUser: new Map(),
    groupOrdersByUser: new Map(),
    due: new DueQueue(),
    nextId: 1,
    snSeq: 0,
    groupOffers: new Map(),
    groups: new Map(),
    groupOrders: new Map(),
    nextGroupId: 1,
    nextGroupOrderId: 1,
  };
  const goods = ctx.state.goods;
  const users = ctx.state.users;
  const sellable = goods.list.filter((g) => g.priceCents > 0 && !g.presale);
  const digital = sellable.filter((g) => isDigital(g.goods_type));
  const pricey = digital.filter((g) => g.priceCents >= 3000 && g.score_price !== null);
  const physical = sellable.filter((g) => g.goods_type === 'physical');
  const background = [...users.byId.values()].filter((u) => u.id > DEMO_ACCOUNTS.length);

  // ---------------------------------------------------------------- group-buy offers and open groups
  const offerGoods = [
    ...physical.slice(0, 3),
    ...digital.filter((g) => g.goods_type === 'pack').slice(0, 2),
    ...digital.filter((g) => g.goods_type === 'music').slice(0, 2),
  ];
  offerGoods.forEach((g, i) => {
    const ended = i === offerGoods.length - 1;
    state.groupOffers.set(g.id, {
      goods_id: g.id,
      priceCents: Math.max(100, Math.round((g.priceCents * 0.7) / 10) * 10),
      size: [3, 2, 5, 3, 2, 4, 3][i] ?? 3,
      starttime: now - (20 - i) * DAY_SEC,
      endtime: ended ? now - 2 * DAY_SEC : now + (5 + i) * DAY_SEC,
    });
  });
  const offers = [...state.groupOffers.values()];
  const liveOffers = offers.filter((o) => o.endtime > now);

  const newGroup = (offer: GroupOffer, createtime: number, endtime: number, status: GroupStatus): GroupRecord =>
    addGroup(state, {
      goods_id: offer.goods_id,
      size: offer.size,
      priceCents: offer.priceCents,
      status,
      createtime,
      endtime,
    });
  const seat = (group: GroupRecord, user: UserRecord, createtime: number, orderSn: string | null): GroupOrderRecord =>
    addGroupOrder(state, group, {
      user_id: user.id,
      order_id: null,
      order_sn: orderSn ?? nextOrderSn(state, createtime),
      paid: true,
      refund_status: 'none',
      createtime,
    });
  for (const offer of liveOffers) {
    const open = en.number.int({ min: 1, max: 2 });
    for (let k = 0; k < open; k++) {
      const created = now - en.number.int({ min: 1, max: 20 }) * 3600;
      const group = newGroup(offer, created, Math.min(offer.endtime, created + GROUP_OPEN_SEC), 'to_be_grouped');
      const joined = en.number.int({ min: 1, max: offer.size - 1 });
      for (const u of en.helpers.arrayElements(background, joined))
        seat(group, u, created + 60 * group.member_ids.length, null);
    }
  }

  // ---------------------------------------------------------------- each demo account's orders
  const pick = <T>(list: T[]): T => en.helpers.arrayElement(list);
  const coupons = [...ctx.state.coupons.byId.values()];
  for (const user of [...users.byId.values()].slice(0, DEMO_ACCOUNTS.length)) {
    const uid = user.id;
    const paidAt = (ago: number) => now - ago;
    /** An order for one digital item at its full price; `rest` adds the payment, expiry or evaluation. */
    const singleDigital = (
      g: GoodsRecord,
      status: OrderStatus,
      createtime: number,
      rest: Partial<Omit<OrderRecord, 'id' | 'order_sn'>> = {},
    ) =>
      addOrder(state, {
        ...base,
        user_id: uid,
        order_type: 'digital',
        status,
        items: [itemOf(g, 1)],
        totalCents: g.priceCents,
        payCents: g.priceCents,
        createtime,
        ...rest,
      });
    // What the library module seeded as bought, before the orders below grant more.
    const libraryPurchases = [...(ctx.state.library.purchased.get(uid) ?? [])];

    // to_be_paid, still inside its 30 minutes.
    {
      const g = pick(digital);
      const created = now - 10 * 60;
      singleDigital(g, 'to_be_paid', created, { expiretime: created + ORDER_TTL_SEC });
    }
    // completed digital order paid with the balance and the user's used coupon; not evaluated yet.
    {
      const g1 = pick(pricey);
      const g2 = pick(digital.filter((g) => g.id !== g1.id));
      const used = coupons.find((c: CouponRecord) => c.user_id === uid && c.used);
      const total = g1.priceCents + g2.priceCents;
      const off = used && used.minCents <= total ? Math.min(used.amountCents, total) : 0;
      const paytime = paidAt(3 * DAY_SEC);
      addOrder(state, {
        ...base,
        user_id: uid,
        order_type: 'digital',
        status: 'completed',
        items: [itemOf(g1, 1), itemOf(g2, 1)],
        totalCents: total,
        couponCents: off,
        coupon_id: off ? (used?.id ?? null) : null,
        payCents: total - off,
        pay_type: 'balance',
        createtime: paytime - 120,
        paytime,
      });
      grantPurchase(ctx.state, uid, g1.id);
      grantPurchase(ctx.state, uid, g2.id);
    }
    // completed digital order paid with points, already evaluated.
    {
      const g = pick(pricey);
      const paytime = paidAt(10 * DAY_SEC);
      singleDigital(g, 'completed', paytime - 60, { pay_type: 'score', paytime, evaluated: true });
      grantPurchase(ctx.state, uid, g.id);
    }
    singleDigital(pick(digital), 'cancelled', now - 5 * DAY_SEC);
    // physical orders: to_be_shipped, shipped and completed, spaced to match the lazy shipping rule.
    for (const [status, ago] of [
      ['to_be_shipped', 2 * 3600],
      ['shipped', 2 * DAY_SEC],
      ['completed', 12 * DAY_SEC],
    ] as const) {
      const g = pick(physical);
      const q = en.number.int({ min: 1, max: 2 });
      const paytime = paidAt(ago);
      const payType = status === 'shipped' ? 'wechat' : 'alipay';
      addOrder(state, {
        ...base,
        user_id: uid,
        order_type: 'physical',
        status,
        items: [itemOf(g, q)],
        totalCents: g.priceCents * q,
        payCents: g.priceCents * q,
        pay_type: payType,
        createtime: paytime - 300,
        paytime,
        readytime: paytime,
        address: { ...DEMO_ADDRESS, name: user.nickname.slice(0, 30), mobile: user.mobile || DEMO_ADDRESS.mobile },
        express:
          status === 'to_be_shipped'
            ? null
            : { company: pick(EXPRESS_COMPANIES), number: `SF${en.string.numeric(13)}` },
        remark: status === 'completed' ? '请尽快发货 Please ship soon' : null,
      });
    }
    // demo-vip's card, bought so that it ends when the users module says it does.
    const vip = user.vip;
    const card = VIP_CARDS.find((c) => c.type === vip?.type);
    if (vip && card) {
      const paytime = vip.expiretime === null ? paidAt(100 * DAY_SEC) : vip.expiretime - (card.days ?? 0) * DAY_SEC;
      if (paytime < now) {
        const item = {
          goods_id: card.id,
          title: card.name,
          image: vipCardImage(card),
          priceCents: card.priceCents,
          quantity: 1,
          goods_type: 'pack' as const,
          scorePrice: null,
        };
        addOrder(state, {
          ...base,
          user_id: uid,
          order_type: 'vip',
          status: 'completed',
          items: [item],
          totalCents: card.priceCents,
          payCents: card.priceCents,
          pay_type: 'balance',
          createtime: paytime - 60,
          paytime,
          vip_card_id: card.id,
        });
      }
    }

    // group orders, one in each state.
    const groupOrder = (
      offer: GroupOffer,
      group: GroupRecord,
      created: number,
      status: OrderStatus,
      paytime: number | null,
    ) => {
      const g = goods.byId.get(offer.goods_id) as GoodsRecord;
      const order = addOrder(state, {
        ...base,
        user_id: uid,
        order_type: 'group',
        status,
        items: [itemOf(g, 1, offer.priceCents, false)],
        totalCents: offer.priceCents,
        payCents: offer.priceCents,
        pay_type: paytime ? 'balance' : null,
        createtime: created,
        paytime,
        readytime: status === 'to_be_shipped' ? paytime : null,
        address: g.goods_type === 'physical' ? DEMO_ADDRESS : null,
      });
      const go = seat(group, user, created, order.order_sn);
      linkGroupOrder(order, go);
      return { order, go, g };
    };
    const typeOf = (o: GroupOffer) => goods.byId.get(o.goods_id)?.goods_type;
    const physOffer = liveOffers.find((o) => typeOf(o) === 'physical' && o.size === 3);
    const packOffer = liveOffers.find((o) => typeOf(o) === 'pack');
    const bigOffer = liveOffers.find((o) => o.size === 5);
    if (physOffer && packOffer && bigOffer) {
      // to_be_grouped: paid, waiting for one more buyer.
      {
        const created = now - 3 * 3600;
        const group = newGroup(physOffer, created - 600, created - 600 + GROUP_OPEN_SEC, 'to_be_grouped');
        const other = pick(background);
        seat(group, other, created - 600, null);
        groupOrder(physOffer, group, created, 'paid', created + 60);
      }
      // group_successful: a pack, so the order is completed and the pack bought.
      {
        const created = now - 6 * DAY_SEC;
        const group = newGroup(packOffer, created - 3600, created + 20 * 3600, 'group_successful');
        seat(group, pick(background), created - 3600, null);
        const { g } = groupOrder(packOffer, group, created, 'completed', created + 60);
        grantPurchase(ctx.state, uid, g.id);
      }
      // group_failed, refund not asked for yet.
      {
        const created = now - 3 * DAY_SEC;
        const group = newGroup(bigOffer, created - 1800, created - 1800 + GROUP_OPEN_SEC, 'group_failed');
        seat(group, pick(background), created - 1800, null);
        groupOrder(bigOffer, group, created, 'paid', created + 60);
      }
      // group_failed and refunded to the balance.
      {
        const created = now - 9 * DAY_SEC;
        const group = newGroup(bigOffer, created, created + GROUP_OPEN_SEC, 'group_failed');
        const { go } = groupOrder(bigOffer, group, created, 'paid', created + 60);
        go.refund_status = 'refunded';
      }
    }

    // The library's purchases, each from a completed order: every third by points where the item has a
    // points price, the others by balance.
    const times = Array.from(
      { length: libraryPurchases.length },
      () => now - en.number.int({ min: DAY_SEC, max: 120 * DAY_SEC }),
    );
    times.sort((a, b) => a - b);
    libraryPurchases.forEach((id, i) => {
      const g = goods.byId.get(id) as GoodsRecord;
      const paytime = times[i] ?? now - DAY_SEC;
      singleDigital(g, 'completed', paytime - 90, {
        pay_type: i % 3 === 2 && g.score_price !== null ? 'score' : 'balance',
        paytime,
        evaluated: i % 2 === 0,
      });
    });
    // A recent redemption with points: a user with few points has a history worth showing.
    {
      const g = pick(digital.filter((x) => x.score_price !== null && x.score_price <= 300));
      const paytime = now - en.number.int({ min: 3600, max: 2 * DAY_SEC });
      singleDigital(g, 'completed', paytime - 45, { pay_type: 'score', paytime });
      grantPurchase(ctx.state, uid, g.id);
    }
    seedLedgers(ctx, state, user, uid === 1);
  }
  return state;
}

/**
 * A demo account's balance and points logs, from its orders: a line for each payment by balance or points
 * and for each group refund, as the handlers write them, plus recharges (each with its recharge order) and
 * daily check-ins. The logs end at the balance and points the users module gave the account (raised only if
 * a refund could not otherwise fit).
 */
function seedLedgers(
  ctx: SeedContext<{ library: LibraryState }>,
  state: OrdersState,
  user: UserRecord,
  rich: boolean,
): void {
  const { en } = ctx;
  const money: PlannedEntry[] = [];
  const points: PlannedEntry[] = [];
  for (const o of state.byId.values()) {
    if (o.user_id !== user.id || o.paytime === null) continue;
    if (o.pay_type === 'balance') {
      money.push({ amount: -o.payCents, memo: balancePaymentMemo(o), createtime: o.paytime, flexible: false });
    } else if (o.pay_type === 'score') {
      points.push({ amount: -(pointsOf(o) ?? 0), memo: pointsPaymentMemo(o), createtime: o.paytime, flexible: false });
    }
  }
  for (const go of state.groupOrders.values()) {
    const order = go.order_id === null ? undefined : state.byId.get(go.order_id);
    const group = state.groups.get(go.group_id);
    if (go.user_id !== user.id || go.refund_status !== 'refunded' || !order || !group) continue;
    money.push({ amount: order.payCents, memo: GROUP_REFUND_MEMO, createtime: group.endtime + 3600, flexible: false });
  }
  const spread = (count: number, maxDays: number) =>
    Array.from({ length: count }, () => ctx.nowSec - en.number.int({ min: 300, max: maxDays * DAY_SEC }));
  for (const at of spread(rich ? 8 : 3, 150)) {
    const amount = en.helpers.arrayElement([5_000, 10_000, 20_000, 50_000]);
    money.push({ amount, memo: RECHARGE_MEMO, createtime: at, flexible: true });
  }
  for (const at of spread(rich ? 18 : 5, 60)) {
    points.push({ amount: 10, memo: '每日签到 Daily check-in', createtime: at, flexible: true });
  }

  const balance = buildLedger(
    money,
    user.moneyCents,
    { memo: RECHARGE_MEMO, createtime: ctx.nowSec - 180 * DAY_SEC },
    () => nextLogId(ctx.state, 'moneyLog'),
  );
  setLedgerFigure(user, 'moneyCents', balance.final);
  setLog(ctx.state, 'moneyLog', user.id, balance.entries);
  balance.entries
    .filter((e) => e.memo === RECHARGE_MEMO)
    .forEach((e, i) => {
      addOrder(state, {
        ...base,
        user_id: user.id,
        order_type: 'recharge',
        status: 'completed',
        items: [rechargeItem(e.amount)],
        totalCents: e.amount,
        payCents: e.amount,
        pay_type: i % 2 === 0 ? 'wechat' : 'alipay',
        createtime: e.createtime - 30,
        paytime: e.createtime,
      });
    });

  const score = buildLedger(points, user.score, { memo: SIGN_UP_BONUS_MEMO, createtime: user.createtime }, () =>
    nextLogId(ctx.state, 'scoreLog'),
  );
  setLedgerFigure(user, 'score', score.final);
  setLog(ctx.state, 'scoreLog', user.id, score.entries);
}
