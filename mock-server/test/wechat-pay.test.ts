// WeChat Pay inside WeChat: the in-app (jsapi) payment's signed parameters, the prepay kept with the order, and
// WeChat's confirmation of that prepay, which pays the order as the H5 payment page's confirm does.
import { describe, expect, it } from 'vitest';
import { paySignOf } from '../src/payment/jsapi.ts';
import { app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const state = () => app.mock.store.state;

/** A fresh account signed in with WeChat (an openid bound) and the token of its session. */
async function wechatSession(code: string): Promise<string> {
  const answer = await post('/api/h5.wechat/third', { platform: 'wechat', code });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.userinfo.token;
}

const aTrack = () => state().goods.list.find((g) => g.goods_type === 'music' && g.priceCents > 0 && !g.presale);

const notify = (prepayId: string) =>
  app.inject({
    method: 'POST',
    url: '/__mock/wxpay/notify',
    headers: { 'content-type': 'application/json' },
    payload: { prepay_id: prepayId },
  });

describe('payOrder with trade_type jsapi', () => {
  it('answers signed bridge parameters and no page; the notify of that prepay pays the order', async () => {
    const token = await wechatSession('jsapi-paid');
    const order = (await post('/api/h5.order/create', { goods_id: aTrack()?.id }, token)).data;
    const r = await post(
      '/api/h5.order/pay',
      { order_sn: order.order_sn, pay_type: 'wechat', trade_type: 'jsapi' },
      token,
    );
    expect(r).toMatchObject({
      code: 1,
      data: { pay_url: null, paid: false, status: 'to_be_paid', pay_type: 'wechat' },
    });
    const { paySign, ...signed } = r.data.jsapi;
    expect(Object.keys(r.data.jsapi).sort()).toEqual([
      'appId',
      'nonceStr',
      'package',
      'paySign',
      'signType',
      'timeStamp',
    ]);
    expect(signed.package).toMatch(/^prepay_id=wx/);
    expect(paySign).toBe(paySignOf(signed));
    const prepayId = signed.package.slice('prepay_id='.length);
    expect(state().orders.bySn.get(order.order_sn)?.prepayId).toBe(prepayId);

    expect((await notify(`${prepayId.slice(0, -1)}0`)).statusCode).toBe(404);
    expect((await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, token)).data.paid).toBe(false);
    const confirmed = await notify(prepayId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ code: 'SUCCESS' });
    expect((await get(`/api/h5.order/payStatus?order_sn=${order.order_sn}`, token)).data).toMatchObject({
      paid: true,
      status: 'completed',
    });
    expect((await get(`/api/h5.user/orderDetail?order_sn=${order.order_sn}`, token)).data.pay_type).toBe('wechat');
  });

  it('replaces the prepay on a second start: only the latest one pays', async () => {
    const token = await wechatSession('jsapi-again');
    const order = (await post('/api/h5.order/create', { goods_id: aTrack()?.id }, token)).data;
    const body = { order_sn: order.order_sn, pay_type: 'wechat', trade_type: 'jsapi' };
    const first = (await post('/api/h5.order/pay', body, token)).data.jsapi.package.slice(10);
    const second = (await post('/api/h5.order/pay', body, token)).data.jsapi.package.slice(10);
    expect(second).not.toBe(first);
    expect((await notify(first)).statusCode).toBe(404);
    expect((await notify(second)).statusCode).toBe(200);
  });

  it('refuses an account with no WeChat identity, and h5 (the default) still answers the page', async () => {
    const token = await sessionOf('demo-user');
    const order = (await post('/api/h5.order/create', { goods_id: aTrack()?.id }, token)).data;
    expect(
      await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'wechat', trade_type: 'jsapi' }, token),
    ).toMatchObject({ code: 0, msg: 'Please sign in with WeChat to pay inside WeChat' });
    const h5 = await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'wechat' }, token);
    expect(h5.data.pay_url).toMatch(/^\/__mock\/pay\//);
    expect(h5.data.jsapi ?? null).toBeNull();
    // Alipay ignores the trade type.
    const alipay = await post(
      '/api/h5.order/pay',
      { order_sn: order.order_sn, pay_type: 'alipay', trade_type: 'jsapi' },
      token,
    );
    expect(alipay.data.pay_url).toMatch(/^\/__mock\/pay\//);
  });

  it('starts a recharge the same way', async () => {
    const token = await wechatSession('jsapi-recharge');
    const r = await post('/api/h5.user/recharge', { amount: '20.00', pay_type: 'wechat', trade_type: 'jsapi' }, token);
    expect(r).toMatchObject({ code: 1, data: { order_type: 'recharge', pay_url: null } });
    expect((await notify(r.data.jsapi.package.slice(10))).statusCode).toBe(200);
    expect((await get('/api/h5.user/userInfo', token)).data.money).toBe('20.00');
    const plain = await sessionOf('demo-user');
    expect(
      await post('/api/h5.user/recharge', { amount: '20.00', pay_type: 'wechat', trade_type: 'jsapi' }, plain),
    ).toMatchObject({ code: 0, msg: 'Please sign in with WeChat to pay inside WeChat' });
  });
});
