// Coupon offers of the welfare centre and the coupons users hold. A held coupon's `expired` state is not
// stored: it follows from its endtime and the mock clock, so moving the clock expires coupons.

import { DEMO_ACCOUNTS } from '../ids.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';

export type CouponStatus = 'unused' | 'used' | 'expired';

export interface CouponOffer {
  id: number;
  name: string;
  amountCents: number;
  minCents: number;
  starttime: number;
  endtime: number;
  stock: number;
}

export interface CouponRecord {
  id: number;
  user_id: number;
  /** The offer it was claimed from; null for coupons handed out by the shop. */
  offer_id: number | null;
  name: string;
  amountCents: number;
  minCents: number;
  starttime: number;
  endtime: number;
  used: boolean;
  /** When the user got it. */
  createtime: number;
}

export interface CouponsState {
  offers: Map<number, CouponOffer>;
  byId: Map<number, CouponRecord>;
  /** user id → that user's coupons by id. */
  byUser: Map<number, Map<number, CouponRecord>>;
  nextOfferId: number;
  nextId: number;
}

/** The coupon the shop hands out to returning customers (the seed's, and the control API's). */
const RETURNING_COUPON = { name: '老客券 Returning customer ¥8', amountCents: 800, minCents: 3000 };

export const couponStatus = (c: CouponRecord, nowSec: number): CouponStatus =>
  c.used ? 'used' : c.endtime <= nowSec ? 'expired' : 'unused';

/** Usable for an order total now: unused, started, not ended, and the total reaches its minimum. */
export const couponUsable = (c: CouponRecord, totalCents: number, nowSec: number): boolean =>
  !c.used && c.starttime <= nowSec && nowSec < c.endtime && c.minCents <= totalCents;

export const couponsOf = (coupons: CouponsState, userId: number): CouponRecord[] => [
  ...(coupons.byUser.get(userId)?.values() ?? []),
];

// ---------------------------------------------------------------- writes: the only code that changes coupons

export function addCoupon(coupons: CouponsState, fields: Omit<CouponRecord, 'id'>): CouponRecord {
  const rec: CouponRecord = { id: coupons.nextId++, ...fields };
  coupons.byId.set(rec.id, rec);
  const mine = coupons.byUser.get(rec.user_id) ?? new Map<number, CouponRecord>();
  mine.set(rec.id, rec);
  coupons.byUser.set(rec.user_id, mine);
  return rec;
}

/** Claims one of an offer's coupons for a user: one less in stock. */
export function claimFromOffer(
  coupons: CouponsState,
  offer: CouponOffer,
  userId: number,
  nowSec: number,
): CouponRecord {
  offer.stock -= 1;
  return addCoupon(coupons, {
    user_id: userId,
    offer_id: offer.id,
    name: offer.name,
    amountCents: offer.amountCents,
    minCents: offer.minCents,
    starttime: offer.starttime,
    endtime: offer.endtime,
    used: false,
    createtime: nowSec,
  });
}

/** What the shop hands out by hand (not from an offer): `count` returning-customer coupons for 30 days. */
export function handOutCoupons(coupons: CouponsState, userId: number, count: number, nowSec: number): void {
  for (let i = 0; i < count; i++) {
    addCoupon(coupons, {
      user_id: userId,
      offer_id: null,
      name: RETURNING_COUPON.name,
      amountCents: RETURNING_COUPON.amountCents,
      minCents: RETURNING_COUPON.minCents,
      starttime: nowSec,
      endtime: nowSec + 30 * DAY_SEC,
      used: false,
      createtime: nowSec,
    });
  }
}

/** An order applies the coupon, or gives it back when cancelled (its endtime decides unused or expired). */
export function setCouponUsed(coupon: CouponRecord, used: boolean): void {
  coupon.used = used;
}

/** The user's coupons usable for a total, best (largest amount, then the one ending first) first. */
export const usableCoupons = (
  coupons: CouponsState,
  userId: number,
  totalCents: number,
  nowSec: number,
): CouponRecord[] =>
  couponsOf(coupons, userId)
    .filter((c) => couponUsable(c, totalCents, nowSec))
    .sort((a, b) => b.amountCents - a.amountCents || a.endtime - b.endtime || a.id - b.id);

export function seedCoupons(ctx: SeedContext): CouponsState {
  const now = ctx.nowSec;
  const state: CouponsState = { offers: new Map(), byId: new Map(), byUser: new Map(), nextOfferId: 1, nextId: 1 };
  const offer = (o: Omit<CouponOffer, 'id'>) => {
    const rec = { id: state.nextOfferId++, ...o };
    state.offers.set(rec.id, rec);
    return rec;
  };
  const newUser = offer({
    name: '新人券 New user ¥10',
    amountCents: 1000,
    minCents: 5000,
    starttime: now - 30 * DAY_SEC,
    endtime: now + 30 * DAY_SEC,
    stock: 500,
  });
  const big = offer({
    name: '满100减20 ¥20 off ¥100',
    amountCents: 2000,
    minCents: 10000,
    starttime: now - 5 * DAY_SEC,
    endtime: now + 9 * DAY_SEC,
    stock: 120,
  });
  offer({
    name: '无门槛券 ¥5 off anything',
    amountCents: 500,
    minCents: 0,
    starttime: now - 2 * DAY_SEC,
    endtime: now + 14 * DAY_SEC,
    stock: 300,
  });
  offer({
    name: '音响灯光券 ¥100 off ¥1000',
    amountCents: 10000,
    minCents: 100000,
    starttime: now - DAY_SEC,
    endtime: now + 20 * DAY_SEC,
    stock: 50,
  });
  // Claimed out: listed with stock 0, so the centre shows a sold-out offer.
  offer({
    name: '秒杀券 Flash ¥50 off ¥200',
    amountCents: 5000,
    minCents: 20000,
    starttime: now - 3 * DAY_SEC,
    endtime: now + 3 * DAY_SEC,
    stock: 0,
  });
  // Ended: never listed, and claiming it fails.
  const ended = offer({
    name: '国庆券 National Day ¥15',
    amountCents: 1500,
    minCents: 6000,
    starttime: now - 60 * DAY_SEC,
    endtime: now - 20 * DAY_SEC,
    stock: 80,
  });

  // Handed out by the shop rather than claimed from an offer.
  const returning: CouponOffer = {
    id: 0,
    ...RETURNING_COUPON,
    starttime: now - 40 * DAY_SEC,
    endtime: now + 40 * DAY_SEC,
    stock: 0,
  };
  const give = (userId: number, o: CouponOffer, used: boolean, createtime: number) =>
    addCoupon(state, {
      user_id: userId,
      offer_id: o.id === 0 ? null : o.id,
      name: o.name,
      amountCents: o.amountCents,
      minCents: o.minCents,
      starttime: o.starttime,
      endtime: o.endtime,
      used,
      createtime,
    });
  DEMO_ACCOUNTS.forEach((_, i) => {
    const userId = i + 1;
    // One of each state: unused (two, one needing ¥100), used (the seeded completed order applies it),
    // expired (claimed from the ended offer).
    give(userId, ended, false, now - 50 * DAY_SEC);
    give(userId, returning, true, now - 20 * DAY_SEC);
    give(userId, newUser, false, now - 10 * DAY_SEC);
    give(userId, big, false, now - 2 * DAY_SEC);
  });
  return state;
}
