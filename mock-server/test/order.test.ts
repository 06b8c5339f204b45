import { describe, expect, it } from 'vitest';
import { RECHARGE_MEMO } from '../src/store/ids.ts';
import { advance, app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const DAY = 86_400;
const ADDRESS = {
  name: '王伟',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南路 88 号',
};
const state = () => app.mock.store.state;
const goodsWhere = (pred: (g: ReturnType<typeof state>['goods']['list'][number]) => boolean) =>
  state().goods.list.find((g) => g.priceCents > 0 && !g.presale && pred(g)) as ReturnType<
    typeof state
  >['goods']['list'][number];
const orders = async (token: string, query = '') =>
  (await get(`/api/h5.user/myOrderApi?limit=100${query}`, token)).data;

describe('getMyOrders and getOrderDetail', () => {
  it('has seeded orders in every state, filtered by status and type', async () => {
    const token = await sessionOf('demo-user');
    const all = await orders(token);
    const states = new Set(all.data.map((o: { status: string }) => o.status));
    expect([...states].sort()).toEqual(['cancelled', 'completed', 'paid', 'shipped', 'to_be_paid', 'to_be_shipped']);
    const unpaid = await orders(token, '&status=to_be_paid');
    expect(
      unpaid.data.every((o: { status: string; expiretime: number }) => o.status === 'to_be_paid' && o.expiretime > 0),
    ).toBe(true);
    const physical = await orders(token, '&order_type=physical');
    expect(physical.total).toBeGreaterThan(0);
    expect(physical.data.every((o: { order_type: string }) => o.order_type === 'physical')).toBe(true);
  });

  it('finds an order by id or order_sn, and only the user’s', async () => {
    const token = await sessionOf('demo-user');
    const first = (await orders(token)).data[0];
    expect((await get(`/api/h5.user/orderDetail?id=${first.id}`, token)).data).toEqual(first);
    expect((await get(`/api/h5.user/orderDetail?order_sn=${first.order_sn}`, token)).data.id).toBe(first.id);
    const other = await sessionOf('demo-vip');
    expect(await get(`/api/h5.user/orderDetail?id=${first.id}`, other)).toMatchObject({
      code: 0,
      msg: 'The order does not exist',
    });
    expect(await get('/api/h5.user/orderDetail', token)).toMatchObject({ code: 0, msg: 'The order does not exist' });
  });

  it('cancels an unpaid order 30 minutes after creation in mock time', async () => {
    const token = await sessionOf('demo-user');
    const unpaid = (await orders(token, '&status=to_be_paid')).data[0];
    await advance(unpaid.expiretime - Number((await get('/api/h5.user/cartList', token)).time) - 1);
    expect((await get(`/api/h5.user/orderDetail?id=${unpaid.id}`, token)).data.status).toBe('to_be_paid');
    await advance(1);
    const after = (await get(`/api/h5.user/orderDetail?id=${unpaid.id}`, token)).data;
    expect(after).toMatchObject({ status: 'cancelled', expiretime: null });
    expect((await orders(token, '&status=to_be_paid')).total).toBe(0);
    expect(await post('/api/h5.order/pay', { order_sn: unpaid.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'The order has been cancelled',
    });
  });
});

describe('cancelOrder', () => {
  it('cancels an unpaid order and gives its coupon back', async () => {
    const token = await sessionOf('demo-user');
    const g = goodsWhere((x) => x.goods_type === 'pack' && x.priceCents >= 10000);
    const coupon = (await get(`/api/h5.coupon/usable?amount=${(g.priceCents / 100).toFixed(2)}`, token)).data.list[0];
    const created = await post('/api/h5.order/create', { goods_id: g.id, coupon_id: coupon.id }, token);
    expect(created).toMatchObject({
      code: 1,
      msg: 'Order created',
      data: { status: 'to_be_paid', coupon_amount: coupon.amount },
    });
    expect((await get('/api/h5.user/coupon?status=used', token)).data.data.map((c: { id: number }) => c.id)).toContain(
      coupon.id,
    );
    const r = await post('/api/h5.user/orderCancel', { id: created.data.id }, token);
    expect(r).toMatchObject({
      code: 1,
      msg: 'Cancelled successfully',
      data: { status: 'cancelled', expiretime: null },
    });
    expect(
      (await get('/api/h5.user/coupon?status=unused', token)).data.data.map((c: { id: number }) => c.id),
    ).toContain(coupon.id);
    expect(await post('/api/h5.user/orderCancel', { id: created.data.id }, token)).toMatchObject({
      code: 0,
      msg: 'Only unpaid orders can be cancelled',
    });
    expect(await post('/api/h5.user/orderCancel', { id: created.data.id }, await sessionOf('demo-vip'))).toMatchObject({
      msg: 'The order does not exist',
    });
  });
});

describe('previewOrder', () => {
  it('prices cart lines with a coupon and lists the usable coupons', async () => {
    const token = await sessionOf('demo-user');
    const cart = (await get('/api/h5.user/cartList', token)).data;
    const ids = cart.list.map((l: { id: number }) => l.id);
    const r = await post('/api/h5.order/confirm', { cart_ids: ids }, token);
    expect(r.code).toBe(1);
    expect(r.data.total_amount).toBe(cart.total);
    expect(r.data.need_address).toBe(true);
    expect(r.data.score_price).toBeNull();
    const best = r.data.usable_coupons[0];
    const withCoupon = await post('/api/h5.order/confirm', { cart_ids: ids, coupon_id: best.id }, token);
    expect(withCoupon.data.coupon_amount).toBe(best.amount);
    expect(Number(withCoupon.data.pay_amount)).toBeCloseTo(Number(cart.total) - Number(best.amount), 2);
  });

  it('answers the points price when every item has one', async () => {
    const token = await sessionOf('demo-user');
    const g = goodsWhere((x) => x.goods_type === 'music' && x.score_price !== null);
    const r = await post('/api/h5.order/confirm', { goods_id: g.id, quantity: 3 }, token);
    expect(r.data).toMatchObject({ score_price: g.score_price, need_address: false, items: [{ quantity: 1 }] });
  });

  it('refuses an empty selection, unknown goods and an unusable coupon', async () => {
    const token = await sessionOf('demo-user');
    expect(await post('/api/h5.order/confirm', {}, token)).toMatchObject({ code: 0, msg: 'Please select the product' });
    expect(await post('/api/h5.order/confirm', { cart_ids: [999999] }, token)).toMatchObject({
      msg: 'Please select the product',
    });
    expect(await post('/api/h5.order/confirm', { goods_id: 999999 }, token)).toMatchObject({
      msg: 'The goods does not exist',
    });
    const cheap = goodsWhere((x) => x.goods_type === 'music' && x.priceCents < 3000);
    const big = state().coupons.byId.get(4);
    expect(big?.minCents).toBe(10000);
    expect(await post('/api/h5.order/confirm', { goods_id: cheap.id, coupon_id: 4 }, token)).toMatchObject({
      msg: 'The coupon is not available',
    });
  });
});

describe('createOrder', () => {
  it('orders cart lines and leaves them in the cart', async () => {
    const token = await sessionOf('demo-user');
    const cart = (await get('/api/h5.user/cartList', token)).data.list;
    const digital = cart.filter((l: { goods: { goods_type: string } }) => l.goods.goods_type !== 'physical');
    const r = await post('/api/h5.order/create', { cart_ids: digital.map((l: { id: number }) => l.id) }, token);
    expect(r).toMatchObject({ code: 1, data: { order_type: 'digital', status: 'to_be_paid', pay_type: null } });
    expect(r.data.expiretime - r.data.createtime).toBe(1800);
    expect(r.data.items).toHaveLength(digital.length);
    expect((await get('/api/h5.user/cartList', token)).data.list).toEqual(cart);
  });

  it('refuses physical goods', async () => {
    const token = await sessionOf('demo-user');
    const g = goodsWhere((x) => x.goods_type === 'physical');
    expect(await post('/api/h5.order/create', { goods_id: g.id }, token)).toMatchObject({
      code: 0,
      msg: 'Physical goods must be ordered with an address',
    });
  });
});

describe('payOrder', () => {
  it('pays with the balance: debits it, logs it and grants the download', async () => {
    const token = await sessionOf('demo-user');
    const g = goodsWhere((x) => x.goods_type === 'music' && !state().library.purchased.get(1)?.has(x.id));
    const order = (await post('/api/h5.order/create', { goods_id: g.id }, token)).data;
    const money = state().users.byId.get(1)?.moneyCents as number;
    const r = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token);
    expect(r).toMatchObject({
      code: 1,
      msg: 'Payment successful',
      data: { status: 'completed', paid: true, pay_url: null },
    });
    expect(state().users.byId.get(1)?.moneyCents).toBe(money - g.priceCents);
    expect(state().library.moneyLog.get(1)?.at(-1)).toMatchObject({
      amount: -g.priceCents,
      after: money - g.priceCents,
    });
    expect(state().library.purchased.get(1)?.has(g.id)).toBe(true);
    const paid = (await get(`/api/h5.user/orderDetail?id=${order.id}`, token)).data;
    expect(paid).toMatchObject({ status: 'completed', pay_type: 'balance', expiretime: null });
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'The order has already been paid',
    });
  });

  it('refuses a balance that is too small', async () => {
    const token = await sessionOf('demo-rejected');
    const g = goodsWhere((x) => x.goods_type === 'music');
    const order = (await post('/api/h5.order/create', { goods_id: g.id }, token)).data;
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'Your balance is insufficient',
    });
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'score' }, token)).toMatchObject({
      code: 0,
      msg: 'Your points are insufficient',
    });
  });

  it('pays with points', async () => {
    const token = await sessionOf('demo-vip');
    const g = goodsWhere((x) => x.goods_type === 'music' && x.score_price !== null);
    const order = (await post('/api/h5.order/create', { goods_id: g.id }, token)).data;
    const score = state().users.byId.get(2)?.score as number;
    expect((await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'score' }, token)).data.paid).toBe(
      true,
    );
    expect(state().users.byId.get(2)?.score).toBe(score - (g.score_price as number));
  });

  it('refuses points for goods without a points price, and unknown orders', async () => {
    const token = await sessionOf('demo-vip');
    const g = goodsWhere((x) => x.goods_type === 'physical');
    const order = (await post('/api/h5.order/createObject', { goods_id: g.id, quantity: 1, address: ADDRESS }, token))
      .data;
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'score' }, token)).toMatchObject({
      msg: 'This goods cannot be paid with points',
    });
    expect(
      await post('/api/h5.order/pay', { order_sn: '20260101000000999999', pay_type: 'balance' }, token),
    ).toMatchObject({
      msg: 'The order does not exist',
    });
  });

  it('pays with WeChat through the payment page', async () => {
    const token = await sessionOf('demo-user');
    // A pack demo-user (id 1) does not own yet: what they own is not sold to them again.
    const g = goodsWhere((x) => x.goods_type === 'pack' && !state().library.purchased.get(1)?.has(x.id));
    const order = (await post('/api/h5.order/create', { goods_id: g.id }, token)).data;
    const r = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'wechat' }, token);
    expect(r).toMatchObject({ code: 1, msg: '', data: { status: 'to_be_paid', paid: false, pay_type: 'wechat' } });
    const page = await app.inject({ method: 'GET', url: `${r.data.pay_url}?return=/%23/pages/user/order/index` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain('Abandon');
    const abandon = await app.inject({ method: 'POST', url: `${r.data.pay_url}/abandon?return=/back` });
    expect(abandon.statusCode).toBe(303);
    expect(abandon.headers.location).toBe('/back');
    expect((await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, token)).data).toMatchObject({
      paid: false,
      status: 'to_be_paid',
    });
    const confirm = await app.inject({ method: 'POST', url: `${r.data.pay_url}/confirm?return=/back` });
    expect(confirm.statusCode).toBe(303);
    expect((await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, token)).data).toMatchObject({
      paid: true,
      status: 'completed',
    });
    expect(state().library.purchased.get(1)?.has(g.id)).toBe(true);
    expect(await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, await sessionOf('demo-vip'))).toMatchObject({
      msg: 'The order does not exist',
    });
  });
});

describe('the cart lines of an order', () => {
  type Line = { id: number; goods: { id: number; goods_type: string } };
  const cartOf = async (token: string): Promise<Line[]> => (await get('/api/h5.user/cartList', token)).data.list;
  const idsOf = (lines: Line[]) => lines.map((l) => l.id);
  /** The account's digital lines, ordered as one unpaid order. */
  async function orderDigitalLines(token: string) {
    const cart = await cartOf(token);
    const digital = cart.filter((l) => l.goods.goods_type !== 'physical');
    expect(digital.length).toBeGreaterThan(0);
    const created = await post('/api/h5.order/create', { cart_ids: idsOf(digital) }, token);
    expect(created).toMatchObject({ code: 1, data: { status: 'to_be_paid' } });
    return { cart, digital, order: created.data as { id: number; order_sn: string } };
  }

  it('stay while the order waits and go once it is paid with the balance', async () => {
    const token = await sessionOf('demo-user');
    const { cart, digital, order } = await orderDigitalLines(token);
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    const paid = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token);
    expect(paid).toMatchObject({ code: 1, data: { paid: true } });
    const left = await cartOf(token);
    expect(idsOf(left)).toEqual(idsOf(cart.filter((l) => !digital.includes(l))));
    expect(left.every((l) => l.goods.goods_type === 'physical')).toBe(true);
  });

  it('stay after a payment refused for a short balance, and for short points', async () => {
    const token = await sessionOf('demo-rejected');
    const { cart, order } = await orderDigitalLines(token);
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'Your balance is insufficient',
    });
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    const points = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'score' }, token);
    expect(points.code).toBe(0);
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
  });

  it('stay when the order is cancelled or expires, and can be ordered again', async () => {
    const token = await sessionOf('demo-user');
    const { cart, digital, order } = await orderDigitalLines(token);
    expect(await post('/api/h5.user/orderCancel', { id: order.id }, token)).toMatchObject({ code: 1 });
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    const again = await post('/api/h5.order/create', { cart_ids: idsOf(digital) }, token);
    expect(again).toMatchObject({ code: 1, data: { status: 'to_be_paid' } });
    await advance(1801);
    expect((await get(`/api/h5.user/orderDetail?id=${again.data.id}`, token)).data.status).toBe('cancelled');
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
  });

  it('stay through an abandoned WeChat payment and go when the payment page confirms it', async () => {
    const token = await sessionOf('demo-user');
    const { cart, digital, order } = await orderDigitalLines(token);
    const started = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'wechat' }, token);
    expect(started).toMatchObject({ code: 1, data: { paid: false } });
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    await app.inject({ method: 'POST', url: `${started.data.pay_url}/abandon?return=/back` });
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    const again = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'alipay' }, token);
    const confirm = await app.inject({ method: 'POST', url: `${again.data.pay_url}/confirm?return=/back` });
    expect(confirm.statusCode).toBe(303);
    expect((await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, token)).data.paid).toBe(true);
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart.filter((l) => !digital.includes(l))));
  });

  it('of a digital item bought directly go when that order is paid; a second unpaid order is refused then', async () => {
    const token = await sessionOf('demo-user');
    const cart = await cartOf(token);
    const line = cart.find((l) => l.goods.goods_type !== 'physical') as Line;
    const fromCart = (await post('/api/h5.order/create', { cart_ids: [line.id] }, token)).data;
    const direct = (await post('/api/h5.order/create', { goods_id: line.goods.id }, token)).data;
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart));
    expect(await post('/api/h5.order/pay', { order_sn: direct.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 1,
    });
    expect(idsOf(await cartOf(token))).not.toContain(line.id);
    expect(await post('/api/h5.order/pay', { order_sn: fromCart.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'You already own this item, download it instead',
    });
  });

  it('of physical goods go when a physical order of them is paid, like digital ones', async () => {
    const token = await sessionOf('demo-user');
    const cart = await cartOf(token);
    const line = cart.find((l) => l.goods.goods_type === 'physical') as Line;
    const order = (
      await post('/api/h5.order/createObject', { goods_id: line.goods.id, quantity: 1, address: ADDRESS }, token)
    ).data;
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 1,
    });
    expect(idsOf(await cartOf(token))).toEqual(idsOf(cart).filter((id) => id !== line.id));
  });
});

describe('createPhysicalOrder and the shipping states', () => {
  it('ships a paid physical order and lets the completed order be evaluated once', async () => {
    const token = await sessionOf('demo-vip');
    const g = goodsWhere((x) => x.goods_type === 'physical' && x.priceCents <= 100_000);
    const created = await post(
      '/api/h5.order/createObject',
      { goods_id: g.id, quantity: 2, address: ADDRESS, remark: '<b>快</b>' },
      token,
    );
    expect(created).toMatchObject({
      code: 1,
      msg: 'Order created',
      data: { order_type: 'physical', address: ADDRESS, remark: '快' },
    });
    expect(created.data.total_amount).toBe(((g.priceCents * 2) / 100).toFixed(2));
    const id = created.data.id;
    const evaluate = (payload: object) =>
      post('/api/user/order_comment', { order_id: id, star: 5, content: '很好 Great', ...payload }, token);
    expect(await evaluate({})).toMatchObject({ code: 0, msg: 'Only completed orders can be evaluated' });
    await post('/api/h5.order/pay', { order_sn: created.data.order_sn, pay_type: 'balance' }, token);
    expect((await get(`/api/h5.user/orderDetail?id=${id}`, token)).data).toMatchObject({
      status: 'to_be_shipped',
      express: null,
    });
    await advance(DAY);
    const shipped = (await get(`/api/h5.user/orderDetail?id=${id}`, token)).data;
    expect(shipped.status).toBe('shipped');
    expect(shipped.express.number).toMatch(/^SF\d+$/);
    await advance(6 * DAY);
    expect((await get(`/api/h5.user/orderDetail?id=${id}`, token)).data.status).toBe('completed');
    expect(await evaluate({ content: '   ' })).toMatchObject({ code: 0, msg: 'Comment content required' });
    expect(await evaluate({ content: '' })).toMatchObject({ code: 0, msg: 'Comment content required' });
    expect(await evaluate({})).toMatchObject({ code: 1, msg: 'Evaluation succeeded', data: null });
    expect(state().comments.byGoods.get(g.id)?.[0]).toMatchObject({ user_id: 2, star: 5, content: '很好 Great' });
    expect((await get(`/api/h5.user/orderDetail?id=${id}`, token)).data.evaluated).toBe(true);
    expect(await evaluate({})).toMatchObject({ code: 0, msg: 'Cannot submit repeatedly' });
  });

  it('refuses a missing address, other goods and unknown goods', async () => {
    const token = await sessionOf('demo-vip');
    const physical = goodsWhere((x) => x.goods_type === 'physical');
    const music = goodsWhere((x) => x.goods_type === 'music');
    const MSG = 'Please fill in the shipping address';
    expect(await post('/api/h5.order/createObject', { goods_id: physical.id, quantity: 1 }, token)).toMatchObject({
      code: 0,
      msg: MSG,
    });
    expect(
      await post(
        '/api/h5.order/createObject',
        { goods_id: physical.id, quantity: 1, address: { ...ADDRESS, detail: '  ' } },
        token,
      ),
    ).toMatchObject({ msg: MSG });
    expect(
      await post('/api/h5.order/createObject', { goods_id: music.id, quantity: 1, address: ADDRESS }, token),
    ).toMatchObject({
      msg: 'Only physical goods can be shipped',
    });
    expect(
      await post('/api/h5.order/createObject', { goods_id: 999999, quantity: 1, address: ADDRESS }, token),
    ).toMatchObject({
      msg: 'The goods does not exist',
    });
  });

  it('refuses to evaluate another user’s order', async () => {
    const token = await sessionOf('demo-user');
    const done = (await orders(token, '&status=completed')).data.find((o: { evaluated: boolean }) => !o.evaluated);
    expect(
      await post('/api/user/order_comment', { order_id: done.id, star: 4, content: 'ok' }, await sessionOf('demo-vip')),
    ).toMatchObject({
      msg: 'The order does not exist',
    });
  });
});

describe('rechargeBalance', () => {
  it('recharges through Alipay once the payment is confirmed', async () => {
    const token = await sessionOf('demo-user');
    const r = await post('/api/h5.user/recharge', { amount: '100.00', pay_type: 'alipay' }, token);
    expect(r).toMatchObject({
      code: 1,
      data: { order_type: 'recharge', status: 'to_be_paid', pay_type: 'alipay', paid: false },
    });
    const money = state().users.byId.get(1)?.moneyCents as number;
    await app.inject({ method: 'POST', url: `${r.data.pay_url}/confirm` });
    expect(state().users.byId.get(1)?.moneyCents).toBe(money + 10000);
    expect(state().library.moneyLog.get(1)?.at(-1)).toMatchObject({ amount: 10000, memo: RECHARGE_MEMO });
    expect((await get(`/api/h5.order/payStatus?order_sn=${r.data.order_sn}`, token)).data).toMatchObject({
      status: 'completed',
      paid: true,
    });
    const unpaid = await post('/api/h5.user/recharge', { amount: '50.00', pay_type: 'wechat' }, token);
    expect(
      await post('/api/h5.order/pay', { order_sn: unpaid.data.order_sn, pay_type: 'balance' }, token),
    ).toMatchObject({
      msg: 'Please choose WeChat or Alipay',
    });
  });

  it('checks the amount and the payment type', async () => {
    const token = await sessionOf('demo-user');
    expect(await post('/api/h5.user/recharge', { amount: '9.99', pay_type: 'wechat' }, token)).toMatchObject({
      code: 0,
      msg: 'The minimum recharge is ¥10.00',
    });
    expect(await post('/api/h5.user/recharge', { amount: '50000.01', pay_type: 'wechat' }, token)).toMatchObject({
      msg: 'The maximum recharge is ¥50000.00',
    });
    expect(await post('/api/h5.user/recharge', { amount: '10.00', pay_type: 'balance' }, token)).toMatchObject({
      code: 0,
      msg: 'Please choose WeChat or Alipay',
    });
  });
});
