// The seeded coupon offers and each user's coupons.
import { DEMO_ACCOUNTS } from '../ids.ts';
import { addCoupon, type CouponOffer, type CouponsState, RETURNING_COUPON } from '../modules/coupons.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';

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
