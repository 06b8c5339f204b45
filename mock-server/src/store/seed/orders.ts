// The seeded orders: group-buy offers and open groups, and each demo account's orders in every state, with
// the balance and points logs they imply. Written through the orders module's own functions, so seeded
// records keep the same indexes and due queue as those the handlers make.

import { DueQueue } from '../due-queue.ts';
import type { CouponRecord, CouponsState } from '../modules/coupons.ts';
import type { GoodsRecord, GoodsState } from '../modules/goods.ts';
import type { LibraryState } from '../modules/library.ts';
import {
  GROUP_REFUND_MEMO,
  grantPurchase,
  nextLogId,
  RECHARGE_MEMO,
  SIGN_UP_BONUS_MEMO,
  setLog,
} from '../modules/library.ts';
import {
  type Address,
  addGroup,
  addGroupOrder,
  addOrder,
  balancePaymentMemo,
  EXPRESS_COMPANIES,
  GROUP_OPEN_SEC,
  type GroupOffer,
  type GroupOrderRecord,
  type GroupRecord,
  type GroupStatus,
  isDigital,
  itemOf,
  linkGroupOrder,
  nextOrderSn,
  ORDER_TTL_SEC,
  type OrderRecord,
  type OrderStatus,
  type OrdersState,
  pointsOf,
  pointsPaymentMemo,
  rechargeItem,
} from '../modules/orders.ts';
import { DEMO_ACCOUNTS, setLedgerFigure, type UserRecord, type UsersState } from '../modules/users.ts';
import { VIP_CARDS, vipCardImage } from '../modules/vip-cards.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';
import { buildLedger, type PlannedEntry } from './ledger.ts';

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
  prepayId: null,
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
