// Coupons: the welfare centre's offers, claiming, the user's coupons and those usable for an amount.
// A coupon's expiry follows the mock clock, so these answers are not cached reads.
import { fail, money, ok } from '../envelope.ts';
import { claimFromOffer, couponStatus, couponsOf, usableCoupons } from '../store/modules/coupons.ts';
import type { UserRecord } from '../store/modules/users.ts';
import type { Handlers } from './define.ts';
import { centsOf, couponView } from './order-views.ts';
import { pageOf } from './paging.ts';

const byNewest = (a: { id: number }, b: { id: number }) => b.id - a.id;

export const handlers = {
  getCouponCenter: (ctx) => {
    const now = ctx.seconds();
    const user = ctx.user;
    const held = new Set(user ? couponsOf(ctx.state.coupons, user.id).map((c) => c.offer_id) : []);
    const offers = [...ctx.state.coupons.offers.values()]
      .filter((o) => o.endtime > now)
      .sort((a, b) => b.starttime - a.starttime || byNewest(a, b));
    return ok(
      pageOf(offers, ctx.query, (o) => ({
        id: o.id,
        name: o.name,
        amount: money(o.amountCents),
        min_amount: money(o.minCents),
        starttime: o.starttime,
        endtime: o.endtime,
        stock: o.stock,
        claimed: held.has(o.id),
      })),
    );
  },

  claimCoupon: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    const coupons = ctx.state.coupons;
    const offer = coupons.offers.get(ctx.body.id);
    if (!offer || offer.endtime <= now) return fail('The coupon does not exist');
    if (couponsOf(coupons, user.id).some((c) => c.offer_id === offer.id)) {
      return fail('You have already claimed this coupon');
    }
    if (offer.stock <= 0) return fail('The coupon has been claimed out');
    const coupon = claimFromOffer(coupons, offer, user.id, now);
    return ok(couponView(coupon, now), 'Claimed successfully');
  },

  getMyCoupons: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    const status = ctx.query.status;
    const list = couponsOf(ctx.state.coupons, user.id)
      .filter((c) => !status || couponStatus(c, now) === status)
      .sort((a, b) => b.createtime - a.createtime || byNewest(a, b));
    return ok(pageOf(list, ctx.query, (c) => couponView(c, now)));
  },

  getUsableCoupons: (ctx) => {
    const user = ctx.user as UserRecord;
    const now = ctx.seconds();
    const cents = centsOf(ctx.query.amount);
    const list = Number.isNaN(cents) ? [] : usableCoupons(ctx.state.coupons, user.id, cents, now);
    return ok({ list: list.map((c) => couponView(c, now)) });
  },
} satisfies Handlers;
