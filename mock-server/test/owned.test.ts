import { describe, expect, it } from 'vitest';
import { ALREADY_OWNED } from '../src/handlers/order.ts';
import { app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

// A digital item is sold to a user once.
useMockApp();
const state = () => app.mock.store.state;

/** A pack demo-user has not bought, cheap enough for their balance. */
function unownedPack(userId: number) {
  const goods = state().goods.list.find(
    (g) =>
      g.goods_type === 'pack' && g.priceCents > 0 && !g.presale && !state().library.purchased.get(userId)?.has(g.id),
  );
  if (!goods) throw new Error('no pack to buy');
  return goods;
}

const userIdOf = (username: string) => [...state().users.byId.values()].find((u) => u.username === username)?.id ?? 0;
const money = async (token: string) => (await get('/api/h5.user/userInfo', token)).data.money as string;

describe('buying what you own', () => {
  it('refuses a second order, and its preview, for a digital item the user has bought', async () => {
    const token = await sessionOf('demo-vip');
    const goods = unownedPack(userIdOf('demo-vip'));
    const first = (await post('/api/h5.order/create', { goods_id: goods.id }, token)).data;
    expect(await post('/api/h5.order/pay', { order_sn: first.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 1,
      data: { paid: true },
    });
    const ordersBefore = state().orders.bySn.size;
    expect(await post('/api/h5.order/create', { goods_id: goods.id }, token)).toMatchObject({
      code: 0,
      msg: ALREADY_OWNED,
      data: null,
    });
    expect(await post('/api/h5.order/confirm', { goods_id: goods.id }, token)).toMatchObject({
      code: 0,
      msg: ALREADY_OWNED,
    });
    expect(state().orders.bySn.size).toBe(ordersBefore);
    // Through the cart too: the line says it is owned, and ordering it is refused.
    await post('/api/h5.user/cart', { goods_id: goods.id }, token);
    const cart = (await get('/api/h5.user/cartList', token)).data as {
      list: { id: number; owned: boolean; goods: { id: number } }[];
    };
    const line = cart.list.find((l) => l.goods.id === goods.id);
    expect(line?.owned).toBe(true);
    expect(cart.list.filter((l) => l.goods.id !== goods.id).every((l) => typeof l.owned === 'boolean')).toBe(true);
    expect(await post('/api/h5.order/create', { cart_ids: [line?.id] }, token)).toMatchObject({ msg: ALREADY_OWNED });
    expect(app.mock.violations).toEqual([]);
  });

  it('does not charge twice when two unpaid orders of one item are paid one after the other', async () => {
    const token = await sessionOf('demo-vip');
    const goods = unownedPack(userIdOf('demo-vip'));
    const a = (await post('/api/h5.order/create', { goods_id: goods.id }, token)).data;
    const b = (await post('/api/h5.order/create', { goods_id: goods.id }, token)).data;
    await post('/api/h5.order/pay', { order_sn: a.order_sn, pay_type: 'balance' }, token);
    const balance = await money(token);
    expect(await post('/api/h5.order/pay', { order_sn: b.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: ALREADY_OWNED,
    });
    expect(await money(token)).toBe(balance);
  });

  it('does not sell it twice through two payment pages confirmed one after the other', async () => {
    const token = await sessionOf('demo-vip');
    const goods = unownedPack(userIdOf('demo-vip'));
    const a = (await post('/api/h5.order/create', { goods_id: goods.id }, token)).data;
    const b = (await post('/api/h5.order/create', { goods_id: goods.id }, token)).data;
    const payA = (await post('/api/h5.order/pay', { order_sn: a.order_sn, pay_type: 'wechat' }, token)).data;
    const payB = (await post('/api/h5.order/pay', { order_sn: b.order_sn, pay_type: 'alipay' }, token)).data;
    expect((await app.inject({ method: 'POST', url: `${payA.pay_url}/confirm` })).statusCode).toBe(303);
    const second = await app.inject({ method: 'POST', url: `${payB.pay_url}/confirm` });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain(ALREADY_OWNED);
    expect((await get(`/api/h5.order/payStatus?order_sn=${b.order_sn}`, token)).data).toMatchObject({
      paid: false,
      status: 'to_be_paid',
    });
  });
});
