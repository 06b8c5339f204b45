import { describe, expect, it } from 'vitest';
import { advance, app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const DAY = 86_400;
const state = () => app.mock.store.state;

describe('getVipCards', () => {
  it('answers the four cards and the membership', async () => {
    const visitor = (await get('/api/h5.vip/cards')).data;
    expect(visitor.cards.map((c: { type: string }) => c.type)).toEqual(['month', 'quarter', 'year', 'lifetime']);
    expect(visitor.member).toBeNull();
    expect(visitor.resources_count).toBe(state().goods.list.filter((g) => g.vip_free).length);
    const vip = (await get('/api/h5.vip/cards', await sessionOf('demo-vip'))).data;
    expect(vip.member).toMatchObject({ type: 'year' });
    // demo-vip's seeded card order is consistent with the membership.
    const order = [...state().orders.byId.values()].find((o) => o.user_id === 2 && o.order_type === 'vip');
    expect(order?.status).toBe('completed');
    await advance(vip.member.expiretime - app.mock.store.seconds());
    expect((await get('/api/h5.vip/cards', await sessionOf('demo-vip'))).data.member).toBeNull();
  });
});

describe('buyVipCard', () => {
  it('extends an active card from its expiry when paid', async () => {
    const token = await sessionOf('demo-vip');
    const before = state().users.byId.get(2)?.vip?.expiretime as number;
    const r = await post('/api/h5.vip/buy', { card_id: 1 }, token);
    expect(r).toMatchObject({
      code: 1,
      msg: 'Order created',
      data: {
        order_type: 'vip',
        status: 'to_be_paid',
        pay_amount: '30.00',
        items: [{ goods_id: 1, goods_type: 'pack' }],
      },
    });
    expect(r.data.expiretime - r.data.createtime).toBe(1800);
    expect(await post('/api/h5.order/pay', { order_sn: r.data.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      data: { status: 'completed', paid: true },
    });
    expect(state().users.byId.get(2)?.vip).toMatchObject({ type: 'month', expiretime: before + 30 * DAY });
  });

  it('starts from now without a card, and makes a lifetime member', async () => {
    const token = await sessionOf('demo-user');
    const now = app.mock.store.seconds();
    const month = await post('/api/h5.vip/buy', { card_id: 1 }, token);
    await post('/api/h5.order/pay', { order_sn: month.data.order_sn, pay_type: 'balance' }, token);
    expect(state().users.byId.get(1)?.vip).toMatchObject({ type: 'month', expiretime: now + 30 * DAY });
    const life = await post('/api/h5.vip/buy', { card_id: 4 }, token);
    await post('/api/h5.order/pay', { order_sn: life.data.order_sn, pay_type: 'balance' }, token);
    expect(state().users.byId.get(1)?.vip).toMatchObject({ type: 'lifetime', expiretime: null });
    expect(await post('/api/h5.vip/buy', { card_id: 3 }, token)).toMatchObject({
      code: 0,
      msg: 'You are already a lifetime member',
    });
  });

  it('refuses an unknown card and a login-less call', async () => {
    expect(await post('/api/h5.vip/buy', { card_id: 9 }, await sessionOf('demo-user'))).toMatchObject({
      msg: 'The VIP card does not exist',
    });
    const r = await app.inject({ method: 'POST', url: '/api/h5.vip/buy', payload: { card_id: 1 } });
    expect(r.statusCode).toBe(401);
  });
});
