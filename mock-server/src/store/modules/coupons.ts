// Coupon offers of the welfare centre and the coupons users hold. A held coupon's `expired` state is not
// stored: it follows from its endtime and the mock clock, so moving the clock expires coupons.
import { DAY_SEC } from '../seed-context.ts';

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
export const RETURNING_COUPON = { name: '老客券 Returning customer ¥8', amountCents: 800, minCents: 3000 };

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
