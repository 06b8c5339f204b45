import { describe, expect, it } from 'vitest';
import { app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const firstOf = (type: 'music' | 'pack' | 'physical') =>
  app.mock.store.state.goods.list.find((g) => g.goods_type === type && g.priceCents > 0 && !g.presale)?.id as number;

describe('getCartList', () => {
  it('lists the seeded lines newest first with their total', async () => {
    const token = await sessionOf('demo-user');
    const r = await get('/api/h5.user/cartList', token);
    expect(r.code).toBe(1);
    expect(r.data.count).toBe(r.data.list.length);
    expect(r.data.count).toBeGreaterThan(0);
    const times = r.data.list.map((l: { createtime: number }) => l.createtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const total = r.data.list.reduce(
      (s: number, l: { price: string; quantity: number }) => s + Math.round(Number(l.price) * 100) * l.quantity,
      0,
    );
    expect(r.data.total).toBe((total / 100).toFixed(2));
  });

  it('needs a login', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/h5.user/cartList' });
    expect(r.statusCode).toBe(401);
  });
});

describe('addToCart', () => {
  it('holds digital goods once and adds up physical quantities, capped at 99', async () => {
    const token = await sessionOf('demo-applicant');
    const before = (await get('/api/h5.user/cartList', token)).data.count;
    const music = app.mock.store.state.goods.list.find(
      (g) =>
        g.goods_type === 'music' &&
        ![...app.mock.store.state.cart.byId.values()].some((l) => l.goods_id === g.id && l.user_id === 4),
    )?.id as number;
    expect(await post('/api/h5.user/cart', { goods_id: music, quantity: 5 }, token)).toMatchObject({
      code: 1,
      msg: 'Added successfully',
      data: { cart_count: before + 1 },
    });
    expect(await post('/api/h5.user/cart', { goods_id: music }, token)).toMatchObject({
      code: 0,
      msg: 'Already in the cart',
    });
    const physical = firstOf('physical');
    await post('/api/h5.user/cart', { goods_id: physical, quantity: 60 }, token);
    await post('/api/h5.user/cart', { goods_id: physical, quantity: 60 }, token);
    const list = (await get('/api/h5.user/cartList', token)).data.list;
    expect(list.find((l: { goods: { id: number } }) => l.goods.id === music).quantity).toBe(1);
    expect(list.find((l: { goods: { id: number } }) => l.goods.id === physical).quantity).toBe(99);
  });

  it('refuses unknown goods', async () => {
    const token = await sessionOf('demo-user');
    expect(await post('/api/h5.user/cart', { goods_id: 999999 }, token)).toMatchObject({
      code: 0,
      msg: 'The goods does not exist',
    });
  });
});

describe('deleteCartItems', () => {
  it("deletes the user's lines and ignores other users' ids", async () => {
    const token = await sessionOf('demo-user');
    const mine = (await get('/api/h5.user/cartList', token)).data.list.map((l: { id: number }) => l.id);
    const theirs = [...app.mock.store.state.cart.byId.values()].find((l) => l.user_id === 2)?.id as number;
    const r = await get(`/api/h5.user/cartdelete?ids=${mine[0]},${theirs}`, token);
    expect(r).toMatchObject({ code: 1, msg: 'Deleted successfully', data: { cart_count: mine.length - 1 } });
    expect(app.mock.store.state.cart.byId.has(theirs)).toBe(true);
  });

  it("answers 'Please select the product' without ids or with an empty value", async () => {
    const token = await sessionOf('demo-user');
    expect(await get('/api/h5.user/cartdelete', token)).toMatchObject({ code: 0, msg: 'Please select the product' });
    expect(await get('/api/h5.user/cartdelete?ids=', token)).toMatchObject({
      code: 0,
      msg: 'Please select the product',
    });
  });
});
