import { describe, expect, it } from 'vitest';
import { GROUP_REFUND_MEMO } from '../src/store/ids.ts';
import { advance, app, get, post, sessionOf, useMockApp } from './inject-kit.ts';

useMockApp();
const ADDRESS = {
  name: '王伟',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南路 88 号',
};
const state = () => app.mock.store.state;
const offerOf = (type: 'physical' | 'pack' | 'music') =>
  [...state().orders.groupOffers.values()].find(
    (o) =>
      state().goods.byId.get(o.goods_id)?.goods_type === type &&
      o.endtime > app.mock.store.seconds() &&
      // Nobody of the demo accounts owns it yet: joinGroup refuses goods the user owns.
      ![1, 2, 3, 4, 5, 6].some((id) => state().library.purchased.get(id)?.has(o.goods_id)),
  ) as NonNullable<ReturnType<ReturnType<typeof state>['orders']['groupOffers']['get']>>;
const complete = (groupOrderId: number, success: boolean) =>
  app.inject({ method: 'POST', url: `/__mock/groups/${groupOrderId}/complete`, payload: { success } });

describe('getGroupGoodsList and getGroupGoodsDetail', () => {
  it('lists the running offers and shows open groups', async () => {
    const list = (await get('/api/h5.group/lists')).data;
    expect(list.total).toBeGreaterThan(0);
    const ended = [...state().orders.groupOffers.values()].find((o) => o.endtime <= app.mock.store.seconds());
    expect(list.data.some((g: { goods: { id: number } }) => g.goods.id === ended?.goods_id)).toBe(false);
    const first = list.data[0];
    const detail = (await get(`/api/h5.group/goodsDetail?id=${first.goods.id}`)).data;
    expect(detail).toMatchObject({ group_price: first.group_price, group_size: first.group_size });
    for (const g of detail.open_groups) expect(g.joined).toBeLessThan(g.group_size);
  });

  it('refuses goods not on group-buy', async () => {
    const notOffered = state().goods.list.find((g) => !state().orders.groupOffers.has(g.id))?.id;
    expect(await get(`/api/h5.group/goodsDetail?id=${notOffered}`)).toMatchObject({
      code: 0,
      msg: 'The goods does not exist',
    });
  });
});

describe('getMyGroupOrders and getGroupOrderDetail', () => {
  it('has a group order in every state, filtered by status', async () => {
    const token = await sessionOf('demo-user');
    const all = (await get('/api/h5.group/myOrders', token)).data;
    const states = new Set(all.data.map((g: { status: string }) => g.status));
    expect([...states].sort()).toEqual(['group_failed', 'group_successful', 'to_be_grouped']);
    const refunds = new Set(all.data.map((g: { refund_status: string }) => g.refund_status));
    expect(refunds.has('refunded')).toBe(true);
    const failed = (await get('/api/h5.group/myOrders?status=group_failed', token)).data;
    expect(failed.data.every((g: { status: string }) => g.status === 'group_failed')).toBe(true);
    const one = all.data[0];
    expect((await get(`/api/group/order/detail/${one.id}`, token)).data).toEqual(one);
    expect(await get(`/api/group/order/detail/${one.id}`, await sessionOf('demo-vip'))).toMatchObject({
      msg: 'The group order does not exist',
    });
  });
});

describe('joinGroup', () => {
  it('starts a group, fills it with paid members and completes the orders like their goods', async () => {
    const offer = offerOf('pack');
    const a = await sessionOf('demo-user');
    const started = await post('/api/h5.group/join', { goods_id: offer.goods_id }, a);
    expect(started).toMatchObject({
      code: 1,
      data: { order: { order_type: 'group', status: 'to_be_paid' }, group: { status: 'to_be_grouped', joined: 1 } },
    });
    expect(started.data.order.group_id).toBe(started.data.group.id);
    const groupId = state().orders.groupOrders.get(started.data.group.id)?.group_id as number;
    expect(await post('/api/h5.group/join', { goods_id: offer.goods_id, group_id: groupId }, a)).toMatchObject({
      msg: 'You are already in this group',
    });
    await post('/api/h5.order/pay', { order_sn: started.data.order.order_sn, pay_type: 'balance' }, a);
    expect((await get(`/api/h5.user/orderDetail?id=${started.data.order.id}`, a)).data.status).toBe('paid');
    const usernames = ['demo-vip', 'demo-musician', 'demo-applicant', 'demo-brand'];
    const joined: { token: string; sn: string }[] = [];
    for (const name of usernames.slice(0, offer.size - 1)) {
      const token = await sessionOf(name);
      const r = await post('/api/h5.group/join', { goods_id: offer.goods_id, group_id: groupId }, token);
      expect(r.code).toBe(1);
      joined.push({ token, sn: r.data.order.order_sn });
    }
    if (offer.size - 1 < usernames.length) {
      const late = await sessionOf(usernames[offer.size - 1] as string);
      expect(await post('/api/h5.group/join', { goods_id: offer.goods_id, group_id: groupId }, late)).toMatchObject({
        msg: 'The group is full',
      });
    }
    for (const j of joined) await post('/api/h5.order/pay', { order_sn: j.sn, pay_type: 'balance' }, j.token);
    const detail = (await get(`/api/group/order/detail/${started.data.group.id}`, a)).data;
    expect(detail).toMatchObject({ status: 'group_successful', joined: offer.size });
    expect((await get(`/api/h5.user/orderDetail?id=${started.data.order.id}`, a)).data.status).toBe('completed');
    expect(state().library.purchased.get(1)?.has(offer.goods_id)).toBe(true);
    // Won in the group, the pack is owned: it is not sold again through another group.
    expect(await post('/api/h5.group/join', { goods_id: offer.goods_id, group_id: groupId }, a)).toMatchObject({
      msg: 'You already own this item, download it instead',
    });
  });

  it('releases the seat when the order is cancelled', async () => {
    const offer = offerOf('pack');
    const token = await sessionOf('demo-vip');
    const r = await post('/api/h5.group/join', { goods_id: offer.goods_id }, token);
    await post('/api/h5.user/orderCancel', { id: r.data.order.id }, token);
    expect(state().orders.groupOrders.has(r.data.group.id)).toBe(false);
    expect((await get(`/api/h5.user/orderDetail?id=${r.data.order.id}`, token)).data).toMatchObject({
      status: 'cancelled',
      group_id: null,
    });
  });

  it('needs an address for physical goods and known goods', async () => {
    const token = await sessionOf('demo-vip');
    const offer = offerOf('physical');
    expect(await post('/api/h5.group/join', { goods_id: offer.goods_id }, token)).toMatchObject({
      msg: 'Please fill in the shipping address',
    });
    expect(
      await post('/api/h5.group/join', { goods_id: offer.goods_id, address: { ...ADDRESS, city: ' ' } }, token),
    ).toMatchObject({
      msg: 'Please fill in the shipping address',
    });
    const ok = await post('/api/h5.group/join', { goods_id: offer.goods_id, address: ADDRESS }, token);
    expect(ok.data.order.address).toEqual(ADDRESS);
    expect(await post('/api/h5.group/join', { goods_id: 999999 }, token)).toMatchObject({
      msg: 'The goods does not exist',
    });
  });
});

describe('group failure and refundGroupOrder', () => {
  it('fails a group at its endtime, refunds the paid member to the balance', async () => {
    const offer = offerOf('pack');
    const token = await sessionOf('demo-musician');
    const r = await post('/api/h5.group/join', { goods_id: offer.goods_id }, token);
    await post('/api/h5.order/pay', { order_sn: r.data.order.order_sn, pay_type: 'balance' }, token);
    const id = r.data.group.id;
    expect(await post('/api/group/order/refund', { id }, token)).toMatchObject({
      msg: 'Only failed groups can be refunded',
    });
    await advance(r.data.group.endtime - r.data.group.createtime);
    expect((await get(`/api/group/order/detail/${id}`, token)).data).toMatchObject({
      status: 'group_failed',
      refund_status: 'none',
    });
    const money = state().users.byId.get(3)?.moneyCents as number;
    expect(await post('/api/group/order/refund', { id }, token)).toMatchObject({
      code: 1,
      msg: 'Refund applied',
      data: { refund_status: 'applied' },
    });
    expect(await post('/api/group/order/refund', { id }, token)).toMatchObject({ msg: 'Cannot submit repeatedly' });
    expect((await get(`/api/group/order/detail/${id}`, token)).data.refund_status).toBe('refunded');
    expect(state().users.byId.get(3)?.moneyCents).toBe(money + offer.priceCents);
    expect(state().library.moneyLog.get(3)?.at(-1)).toMatchObject({
      memo: GROUP_REFUND_MEMO,
      amount: offer.priceCents,
    });
    expect(await post('/api/group/order/refund', { id }, await sessionOf('demo-user'))).toMatchObject({
      msg: 'The group order does not exist',
    });
  });

  it('completes or fails a group through the control API', async () => {
    const offer = offerOf('pack');
    const token = await sessionOf('demo-user');
    const paid = await post('/api/h5.group/join', { goods_id: offer.goods_id }, token);
    await post('/api/h5.order/pay', { order_sn: paid.data.order.order_sn, pay_type: 'balance' }, token);
    const groupId = state().orders.groupOrders.get(paid.data.group.id)?.group_id as number;
    const other = await sessionOf('demo-vip');
    const unpaid = await post('/api/h5.group/join', { goods_id: offer.goods_id, group_id: groupId }, other);
    const res = await complete(paid.data.group.id, true);
    expect(res.json()).toMatchObject({ ok: true, status: 'group_successful' });
    expect((await get(`/api/h5.user/orderDetail?id=${paid.data.order.id}`, token)).data.status).toBe('completed');
    expect((await get(`/api/h5.user/orderDetail?id=${unpaid.data.order.id}`, other)).data.status).toBe('cancelled');
    expect((await complete(paid.data.group.id, false)).statusCode).toBe(404);
    expect((await complete(999999, false)).statusCode).toBe(404);
    const second = await post('/api/h5.group/join', { goods_id: offer.goods_id }, other);
    await post('/api/h5.order/pay', { order_sn: second.data.order.order_sn, pay_type: 'balance' }, other);
    expect((await complete(second.data.group.id, false)).json()).toMatchObject({ ok: true, status: 'group_failed' });
    expect((await get(`/api/group/order/detail/${second.data.group.id}`, other)).data.status).toBe('group_failed');
  });
});
