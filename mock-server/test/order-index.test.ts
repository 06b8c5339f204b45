// The order list reads the per-user index and its counts, not every order: its pages and totals must still
// be exactly what a pass over all orders gives, through creation, payment, cancellation and expiry.
import { describe, expect, it } from 'vitest';
import { advance, app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();

const STATUSES = [undefined, 'to_be_paid', 'completed', 'cancelled', 'to_be_shipped', 'shipped', 'paid'] as const;
const TYPES = [undefined, 'digital', 'physical', 'recharge'] as const;

describe('order list from the per-user index', () => {
  it('pages and counts as a scan of every order would, for each status and type', async () => {
    const token = await sessionOf('demo-user');
    const other = await sessionOf('demo-vip');
    const goods = (await get('/api/h5.index/djSingle?page=1&limit=20')).data.data as { id: number }[];
    const created: string[] = [];
    for (const [i, g] of goods.entries()) {
      const r = await post('/api/h5.order/create', { goods_id: g.id }, i % 4 === 0 ? other : token);
      expect(r.code).toBe(1);
      if (i % 4 !== 0) created.push(r.data.order_sn);
    }
    for (const sn of created.slice(0, 4)) await post('/api/h5.order/pay', { order_sn: sn, pay_type: 'balance' }, token);
    const mine = (await get('/api/h5.user/myOrderApi?page=1&limit=50&status=to_be_paid', token)).data.data;
    for (const o of mine.slice(0, 3))
      expect((await post('/api/h5.user/orderCancel', { id: o.id }, token)).code).toBe(1);
    await advance(10 * 60);
    await post('/api/h5.order/create', { goods_id: goods[0]?.id }, token);
    await advance(25 * 60); // the first orders pass their 30 minutes, the last one does not

    await get('/api/h5.user/myOrderApi?page=1', token); // settles what the clock made due
    const userId = 1;
    const count = (status: string) =>
      [...app.mock.store.state.orders.byId.values()].filter((o) => o.user_id === userId && o.status === status).length;
    // Every path through the counts was taken: paid, cancelled by hand and by the deadline, still unpaid.
    expect(count('to_be_paid')).toBe(1); // the last one; the seeded one and the first ones passed their deadline
    expect(count('cancelled')).toBeGreaterThan(10);
    for (const status of STATUSES) {
      for (const type of TYPES) {
        const query = `${status ? `&status=${status}` : ''}${type ? `&order_type=${type}` : ''}`;
        const expected = [...app.mock.store.state.orders.byId.values()]
          .filter((o) => o.user_id === userId && (!status || o.status === status) && (!type || o.order_type === type))
          .sort((a, b) => b.createtime - a.createtime || b.id - a.id)
          .map((o) => o.id);
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
          const r = (await get(`/api/h5.user/myOrderApi?page=${page}&limit=7${query}`, token)).data;
          expect(r.total, `${query} total`).toBe(expected.length);
          seen.push(...r.data.map((o: { id: number }) => o.id));
        }
        expect(seen, query).toEqual(expected);
      }
    }
  });
});
