import { describe, expect, it } from 'vitest';
import { advance, app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const DAY = 86_400;
const state = () => app.mock.store.state;

describe('getCouponCenter and claimCoupon', () => {
  it('lists running offers, marks the claimed ones and hides ended ones', async () => {
    const visitor = (await get('/api/h5.coupon/center')).data;
    expect(visitor.data.every((c: { claimed: boolean }) => !c.claimed)).toBe(true);
    const now = app.mock.store.seconds();
    expect(visitor.data.every((c: { endtime: number }) => c.endtime > now)).toBe(true);
    const mine = (await get('/api/h5.coupon/center', await sessionOf('demo-user'))).data;
    expect(mine.data.some((c: { claimed: boolean }) => c.claimed)).toBe(true);
  });

  it('claims an offer once and lowers its stock', async () => {
    const token = await sessionOf('demo-user');
    const offer = (await get('/api/h5.coupon/center', token)).data.data.find(
      (c: { claimed: boolean; stock: number }) => !c.claimed && c.stock > 0,
    );
    const r = await post('/api/h5.coupon/receive', { id: offer.id }, token);
    expect(r).toMatchObject({
      code: 1,
      msg: 'Claimed successfully',
      data: { name: offer.name, amount: offer.amount, status: 'unused' },
    });
    expect(state().coupons.offers.get(offer.id)?.stock).toBe(offer.stock - 1);
    expect(await post('/api/h5.coupon/receive', { id: offer.id }, token)).toMatchObject({
      code: 0,
      msg: 'You have already claimed this coupon',
    });
  });

  it('refuses offers claimed out, ended or unknown', async () => {
    const token = await sessionOf('demo-user');
    const offers = [...state().coupons.offers.values()];
    const out = offers.find((o) => o.stock === 0);
    const ended = offers.find((o) => o.endtime <= app.mock.store.seconds());
    expect(await post('/api/h5.coupon/receive', { id: out?.id as number }, token)).toMatchObject({
      msg: 'The coupon has been claimed out',
    });
    expect(await post('/api/h5.coupon/receive', { id: ended?.id as number }, token)).toMatchObject({
      msg: 'The coupon does not exist',
    });
    expect(await post('/api/h5.coupon/receive', { id: 999 }, token)).toMatchObject({
      msg: 'The coupon does not exist',
    });
  });
});

describe('getMyCoupons', () => {
  it('has coupons in all three states and expires them with the clock', async () => {
    const token = await sessionOf('demo-brand');
    const all = (await get('/api/h5.user/coupon', token)).data.data;
    expect(new Set(all.map((c: { status: string }) => c.status))).toEqual(new Set(['unused', 'used', 'expired']));
    const unused = (await get('/api/h5.user/coupon?status=unused', token)).data;
    expect(unused.data.every((c: { status: string }) => c.status === 'unused')).toBe(true);
    const latest = Math.max(...unused.data.map((c: { endtime: number }) => c.endtime));
    await advance(latest - app.mock.store.seconds());
    // Sessions last 30 days, less than the coupons.
    const later = await sessionOf('demo-brand');
    expect((await get('/api/h5.user/coupon?status=unused', later)).data.total).toBe(0);
    expect((await get('/api/h5.user/coupon?status=expired', later)).data.total).toBe(unused.total + 1);
  });
});

describe('getUsableCoupons', () => {
  it('answers the coupons usable for an amount, best first', async () => {
    const token = await sessionOf('demo-user');
    const big = (await get('/api/h5.coupon/usable?amount=128.90', token)).data.list;
    expect(big.map((c: { amount: string }) => c.amount)).toEqual(['20.00', '10.00']);
    const small = (await get('/api/h5.coupon/usable?amount=60.00', token)).data.list;
    expect(small.map((c: { amount: string }) => c.amount)).toEqual(['10.00']);
    expect((await get('/api/h5.coupon/usable?amount=1.00', token)).data.list).toEqual([]);
    await advance(40 * DAY);
    expect((await get('/api/h5.coupon/usable?amount=128.90', await sessionOf('demo-user'))).data.list).toEqual([]);
  });
});
