// Flows that cross operations. Each is one test: every call is judged against the contract like any other,
// and each step also checks what the flow promises (a paid order downloads, a refused withdrawal is refused).
import type { SuccessData } from '@djshop/api';
import { CheckFailed, type Context, TINY_PNG } from '../context.ts';
import { first, itemsOf, uniqueMobile } from '../fixtures.ts';
import { hashSeed } from '../generators.ts';
import type { Flow } from './types.ts';

const CODE = '123456';
const HALF_HOUR_MS = 30 * 60 * 1000;

function expectThat(flow: string, condition: boolean, what: string): void {
  if (!condition) throw new CheckFailed(`${flow}: ${what}`);
}

type Order = SuccessData<'createOrder'>;
type PayResult = SuccessData<'payOrder'>;
type PayStatus = SuccessData<'getPayStatus'>;

async function paidGoods(ctx: Context, flow: string, token: string, offset: number): Promise<number> {
  const goods = await first(ctx, 'getDjSingles', { page: 1, limit: 50 }, null);
  const { data } = await ctx.call<{ data: { id: number; price: string }[] }>(
    flow,
    'getDjSingles',
    {
      query: { page: 1, limit: 50 },
    },
    { token },
  );
  const priced = itemsOf(data).filter((g) => g.price !== '0.00');
  return (priced[offset % Math.max(priced.length, 1)]?.id as number | undefined) ?? goods.id;
}

async function newOrder(ctx: Context, flow: string, token: string, offset: number): Promise<Order> {
  const goods_id = await paidGoods(ctx, flow, token, offset);
  return (await ctx.call<Order>(flow, 'createOrder', { body: { goods_id } }, { token })).data;
}

async function payAndDownload(ctx: Context, flow: string, payType: 'balance' | 'score' | 'wechat' | 'alipay') {
  const token = await ctx.session(payType === 'score' ? 'demo-vip' : ctx.config.account);
  let order: Order | undefined;
  let pay: PayResult | undefined;
  // Points pay only for goods with a points price: try goods until one takes points.
  for (let i = 0; i < 12 && !pay; i++) {
    order = await newOrder(ctx, flow, token, i * 3 + ['balance', 'score', 'wechat', 'alipay'].indexOf(payType));
    const r = await ctx.call<PayResult | null>(
      flow,
      'payOrder',
      { body: { order_sn: order.order_sn, pay_type: payType } },
      { token, expect: payType === 'score' ? 'documented' : 'success' },
    );
    if (r.data) pay = r.data;
  }
  expectThat(flow, !!pay && !!order, `no goods could be paid with ${payType}`);
  if (!pay || !order) return;
  if (payType === 'wechat' || payType === 'alipay') {
    expectThat(flow, pay.paid === false && typeof pay.pay_url === 'string', 'wechat/alipay answer a pay_url, unpaid');
    if (!ctx.config.control) return;
    // The mock's simulated payment page stands in for WeChat/Alipay: confirming it pays the order.
    const url = new URL(pay.pay_url as string, ctx.config.controlUrl ?? ctx.config.baseUrl);
    const res = await fetch(`${url.origin}${url.pathname}/confirm`, { method: 'POST', redirect: 'manual' });
    expectThat(flow, res.status < 400, `the payment page's confirm answered HTTP ${res.status}`);
    const status = await ctx.call<PayStatus>(flow, 'getPayStatus', { query: { order_sn: order.order_sn } }, { token });
    expectThat(flow, status.data.paid, `getPayStatus: /data/paid is false after confirming the ${payType} payment`);
  } else {
    expectThat(flow, pay.paid === true, `getPayStatus: /data/paid: ${payType} pays at once`);
  }
  const detail = await ctx.call<{ items?: { goods_id?: number; id?: number; title?: string }[] }>(
    flow,
    'getOrderDetail',
    { query: { order_sn: order.order_sn } },
    { token },
  );
  const item = detail.data.items?.[0];
  const goodsId = item?.goods_id ?? item?.id;
  expectThat(flow, typeof goodsId === 'number', 'getOrderDetail: /data/items/0/goods_id missing');
  await ctx.call(flow, 'getDownloadUrl', { query: { id: goodsId, type: 'music' } }, { token });
}

const JSAPI_FIELDS = ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'];

/**
 * WeChat Pay inside WeChat: an account signed in with WeChat gets the in-app payment's parameters and no page;
 * WeChat's confirmation of that prepay (the mock's stand-in) pays the order; an account with no WeChat
 * identity is refused.
 */
async function payInWeChat(ctx: Context, flow: string): Promise<void> {
  const code = `contract-${hashSeed(ctx.config.seed, flow, Date.now()).toString(36)}`;
  const login = await ctx.call<SuccessData<'loginByWechat'>>(flow, 'loginByWechat', {
    body: { platform: 'wechat', code },
  });
  const token = login.data.userinfo.token;
  const order = await newOrder(ctx, flow, token, 1);
  const body = { order_sn: order.order_sn, pay_type: 'wechat', trade_type: 'jsapi' };
  const pay = (await ctx.call<PayResult>(flow, 'payOrder', { body }, { token })).data;
  expectThat(flow, pay.paid === false && pay.pay_url === null, 'payOrder jsapi: /data/pay_url is not null');
  const jsapi = pay.jsapi;
  expectThat(
    flow,
    !!jsapi && Object.keys(jsapi).sort().join() === JSAPI_FIELDS.join(),
    `payOrder jsapi: /data/jsapi has ${JSON.stringify(jsapi && Object.keys(jsapi))}, not the six bridge fields`,
  );
  if (!jsapi) return;
  expectThat(flow, jsapi.package.startsWith('prepay_id='), 'payOrder jsapi: /data/jsapi/package is no prepay_id');
  const notify = await fetch(new URL('/__mock/wxpay/notify', ctx.config.controlUrl ?? ctx.config.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prepay_id: jsapi.package.slice('prepay_id='.length) }),
  });
  expectThat(flow, notify.ok, `the WeChat notify stand-in answered HTTP ${notify.status}`);
  const status = await ctx.call<PayStatus>(flow, 'getPayStatus', { query: { order_sn: order.order_sn } }, { token });
  expectThat(flow, status.data.paid, 'getPayStatus: /data/paid is false after WeChat confirmed the prepay');

  const plain = await ctx.session(ctx.config.account);
  const other = await newOrder(ctx, flow, plain, 2);
  const refused = await ctx.call(
    flow,
    'payOrder',
    { body: { ...body, order_sn: other.order_sn } },
    { token: plain, expect: 'failure' },
  );
  expectThat(
    flow,
    refused.msg.includes('WeChat') || refused.msg.includes('微信'),
    `payOrder jsapi without an openid: msg '${refused.msg}' does not say to sign in with WeChat`,
  );
}

type CartList = SuccessData<'getCartList'>;
type CartLine = CartList['list'][number];

/**
 * A cart line of a priced track the account does not own, added when the cart has none: a line it owns
 * would be refused by createOrder, whatever the operation checks before the flows bought.
 */
async function unownedCartLine(ctx: Context, flow: string, token: string): Promise<CartLine> {
  const { data } = await ctx.call<{ data: { id: number; price: string }[] }>(
    flow,
    'getDjSingles',
    { query: { page: 1, limit: 50 } },
    { token },
  );
  // From the end of the page: the payment flows buy from its start.
  const priced = itemsOf(data)
    .filter((g) => g.price !== '0.00')
    .reverse();
  for (const goods of priced.slice(0, 10)) {
    // 'Already in the cart' is as good: the line is there.
    await ctx.call(flow, 'addToCart', { body: { goods_id: goods.id, quantity: 1 } }, { token, expect: 'documented' });
    const cart = await ctx.call<CartList>(flow, 'getCartList', {}, { token });
    const line = cart.data.list.find((l) => l.goods.id === goods.id);
    if (line && !line.owned) return line;
  }
  throw new CheckFailed(`${flow}: getDjSingles lists no priced track the account does not own among the last ten`);
}

async function userToken(ctx: Context, flow: string): Promise<{ token: string; mobile: string }> {
  const mobile = uniqueMobile(ctx, flow);
  await ctx.call(flow, 'sendSmsCode', { body: { mobile, event: 'login' } });
  const { data } = await ctx.call<SuccessData<'loginBySms'>>(flow, 'loginBySms', { body: { mobile, captcha: CODE } });
  return { token: data.userinfo.token, mobile };
}

export const FLOWS: Flow[] = [
  {
    name: 'login by account',
    run: async (ctx) => {
      const token = await ctx.login(ctx.config.account);
      const { data } = await ctx.call<SuccessData<'checkLogin'>>('login by account', 'checkLogin', {}, { token });
      expectThat('login by account', data.is_login === true, 'checkLogin: /data/is_login is false after login');
      await ctx.call('login by account', 'getUserInfo', {}, { token });
    },
  },
  {
    name: 'login by SMS code',
    needs: ['writes'],
    run: async (ctx) => {
      const { token } = await userToken(ctx, 'login by SMS code');
      await ctx.call('login by SMS code', 'getUserInfo', {}, { token });
    },
  },
  {
    name: 'login by e-mail code',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'login by e-mail code';
      const token = await ctx.session();
      const me = await ctx.call<SuccessData<'getUserInfo'>>(f, 'getUserInfo', {}, { token });
      await ctx.call(f, 'sendEmailCode', { body: { email: me.data.email, event: 'login' } });
      const { data } = await ctx.call<SuccessData<'loginByEmail'>>(f, 'loginByEmail', {
        body: { email: me.data.email, captcha: CODE },
      });
      expectThat(f, data.userinfo.id === me.data.id, 'loginByEmail: /data/userinfo/id is another user');
    },
  },
  {
    name: 'register and reset password',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'register and reset password';
      const mobile = uniqueMobile(ctx, f);
      const username = `flow${mobile.slice(-8)}`;
      await ctx.call(f, 'sendSmsCode', { body: { mobile, event: 'register' } });
      await ctx.call(f, 'registerAccount', {
        body: { username, password: 'first123', repassword: 'first123', mobile, captcha: CODE },
      });
      if (ctx.config.control) await ctx.control('/clock', { advanceMs: 61_000 });
      else return;
      await ctx.call(f, 'sendSmsCode', { body: { mobile, event: 'resetpwd' } });
      await ctx.call(f, 'resetPassword', { body: { type: 'mobile', mobile, newpassword: 'second123', captcha: CODE } });
      await ctx.call(f, 'loginByAccount', { body: { account: username, password: 'first123' } }, { expect: 'failure' });
      await ctx.call(f, 'loginByAccount', { body: { account: username, password: 'second123' } });
    },
  },
  {
    name: 'cart add, list, delete',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'cart add, list, delete';
      const token = await ctx.session();
      const goods_id = await paidGoods(ctx, f, token, 5);
      await ctx.call(f, 'addToCart', { body: { goods_id, quantity: 1 } }, { token });
      const list = await ctx.call(f, 'getCartList', {}, { token });
      const line = itemsOf(list.data).find(
        (l) => l.goods_id === goods_id || (l.goods as { id?: number })?.id === goods_id,
      );
      expectThat(f, !!line, `getCartList: /data has no line for goods ${goods_id}`);
      await ctx.call(f, 'deleteCartItems', { query: { ids: String(line?.id) } }, { token });
      const after = await ctx.call(f, 'getCartList', {}, { token });
      expectThat(
        f,
        !itemsOf(after.data).some((l) => l.id === line?.id),
        'getCartList: the deleted line is still listed',
      );
    },
  },
  {
    name: 'cart lines stay until the order is paid',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'cart lines stay until the order is paid';
      const token = await ctx.session();
      const line = await unownedCartLine(ctx, f, token);
      const inCart = async () =>
        (await ctx.call<CartList>(f, 'getCartList', {}, { token })).data.list.some((l) => l.id === line.id);
      const stays = async (after: string) =>
        expectThat(f, await inCart(), `getCartList: cart line ${line.id} left the cart after ${after}`);

      const first = (await ctx.call<Order>(f, 'createOrder', { body: { cart_ids: [line.id] } }, { token })).data;
      await stays('createOrder');
      // A WeChat payment started and never confirmed is the abandoned payment: its cart lines must stay (docs/behaviour.md#payment).
      const started = await ctx.call<PayResult>(
        f,
        'payOrder',
        { body: { order_sn: first.order_sn, pay_type: 'wechat' } },
        { token },
      );
      expectThat(f, started.data.paid === false, 'payOrder: /data/paid is true for a WeChat payment just started');
      await stays('a WeChat payment started and not confirmed');
      await ctx.call(f, 'cancelOrder', { body: { id: first.id } }, { token });
      await stays('cancelOrder');

      const second = (await ctx.call<Order>(f, 'createOrder', { body: { cart_ids: [line.id] } }, { token })).data;
      await stays('a second createOrder');
      const paid = await ctx.call<PayResult>(
        f,
        'payOrder',
        { body: { order_sn: second.order_sn, pay_type: 'balance' } },
        { token },
      );
      expectThat(f, paid.data.paid, 'payOrder: /data/paid is false for a balance payment');
      expectThat(f, !(await inCart()), `getCartList: cart line ${line.id} is still listed after payOrder paid it`);
    },
  },
  ...(['balance', 'score', 'wechat', 'alipay'] as const).map(
    (payType): Flow => ({
      name: `order paid by ${payType}, then download`,
      needs: payType === 'wechat' || payType === 'alipay' ? ['writes', 'control'] : ['writes'],
      run: (ctx) => payAndDownload(ctx, `order paid by ${payType}, then download`, payType),
    }),
  ),
  {
    name: 'WeChat Pay inside WeChat: the in-app payment parameters, confirmed by WeChat',
    needs: ['writes', 'control'],
    run: (ctx) => payInWeChat(ctx, 'WeChat Pay inside WeChat: the in-app payment parameters, confirmed by WeChat'),
  },
  {
    name: 'unpaid order cancelled by hand',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'unpaid order cancelled by hand';
      const token = await ctx.session();
      const order = await newOrder(ctx, f, token, 7);
      await ctx.call(f, 'cancelOrder', { body: { id: order.id } }, { token });
      const s = await ctx.call<PayStatus>(f, 'getPayStatus', { query: { order_sn: order.order_sn } }, { token });
      expectThat(f, s.data.status === 'cancelled', `getPayStatus: /data/status is ${s.data.status}, not cancelled`);
      await ctx.call(
        f,
        'payOrder',
        { body: { order_sn: order.order_sn, pay_type: 'balance' } },
        { token, expect: 'failure' },
      );
    },
  },
  {
    name: 'unpaid order cancelled after 30 minutes',
    needs: ['writes', 'control'],
    run: async (ctx) => {
      const f = 'unpaid order cancelled after 30 minutes';
      const token = await ctx.session();
      const order = await newOrder(ctx, f, token, 9);
      await ctx.control('/clock', { advanceMs: HALF_HOUR_MS + 1000 });
      const s = await ctx.call<PayStatus>(f, 'getPayStatus', { query: { order_sn: order.order_sn } }, { token });
      expectThat(f, s.data.status === 'cancelled', `getPayStatus: /data/status is ${s.data.status} after 30 minutes`);
    },
  },
  ...([true, false] as const).map(
    (success): Flow => ({
      name: `group buy ${success ? 'succeeds' : 'fails, refunded'}`,
      needs: ['writes', 'control'],
      run: async (ctx) => {
        const f = `group buy ${success ? 'succeeds' : 'fails, refunded'}`;
        const token = await ctx.session('demo-vip');
        const goods = await first(ctx, 'getGroupGoodsList', {}, null);
        const address = {
          name: '测试 Contract',
          mobile: '13800138000',
          province: '广东省',
          city: '深圳市',
          district: '南山区',
          detail: '科技园 1 号',
        };
        const join = await ctx.call<SuccessData<'joinGroup'>>(
          f,
          'joinGroup',
          { body: { goods_id: goods.id, address } },
          { token },
        );
        await ctx.call(f, 'payOrder', { body: { order_sn: join.data.order.order_sn, pay_type: 'balance' } }, { token });
        const mine = await ctx.call(f, 'getMyGroupOrders', {}, { token });
        const group = itemsOf(mine.data).find((g) => g.id === join.data.group.id);
        expectThat(f, !!group, 'getMyGroupOrders: /data/data lacks the group order just joined');
        await ctx.control(`/groups/${group?.id}/complete`, { success });
        const detail = await ctx.call<SuccessData<'getGroupOrderDetail'>>(
          f,
          'getGroupOrderDetail',
          { path: { id: group?.id } },
          { token },
        );
        const want = success ? 'group_successful' : 'group_failed';
        expectThat(
          f,
          detail.data.status === want,
          `getGroupOrderDetail: /data/status is ${detail.data.status}, not ${want}`,
        );
        if (!success) {
          await ctx.call(f, 'refundGroupOrder', { body: { id: group?.id } }, { token });
          const after = await ctx.call<SuccessData<'getGroupOrderDetail'>>(
            f,
            'getGroupOrderDetail',
            { path: { id: group?.id } },
            { token },
          );
          expectThat(f, after.data.refund_status !== 'none', 'getGroupOrderDetail: /data/refund_status is still none');
        }
      },
    }),
  ),
  {
    name: 'coupon claimed and used',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'coupon claimed and used';
      const { token } = await userToken(ctx, f);
      const center = await ctx.call(f, 'getCouponCenter', {}, { token });
      const coupon = itemsOf(center.data).find((c) => !c.claimed && Number(c.stock) > 0);
      expectThat(f, !!coupon, 'getCouponCenter: no coupon left to claim');
      await ctx.call(f, 'claimCoupon', { body: { id: coupon?.id } }, { token });
      const mine = await ctx.call(f, 'getMyCoupons', { query: { status: 'unused' } }, { token });
      const held = itemsOf(mine.data)[0];
      expectThat(f, !!held, 'getMyCoupons: /data/data is empty after claiming');
      const min = Number((held as { min_amount?: string }).min_amount ?? 0);
      const usable = await ctx.call(f, 'getUsableCoupons', { query: { amount: (min + 1).toFixed(2) } }, { token });
      expectThat(f, itemsOf(usable.data).length > 0, 'getUsableCoupons: /data lists no coupon above its minimum');
    },
  },
  {
    name: 'musician apply, review, upload, earnings, withdrawal limits',
    needs: ['writes', 'control', 'upload'],
    run: async (ctx) => {
      const f = 'musician apply, review, upload, earnings, withdrawal limits';
      const { token } = await userToken(ctx, f);
      const uploaded = await ctx.call<{ src: string }>(f, 'uploadFile', { multipart: { file: 'image' } }, { token });
      const image = uploaded.data.src;
      await ctx.call(
        f,
        'applyWriter',
        {
          body: {
            stage_name: 'Contract DJ',
            style: 'Tech House',
            profile: 'Checks contracts for a living.',
            real_name: '王伟',
            id_number: '11010519491231002X',
            id_photo_emblem: image,
            id_photo_portrait: image,
            works: [image],
          },
        },
        { token },
      );
      const me = await ctx.call<SuccessData<'getUserInfo'>>(f, 'getUserInfo', {}, { token });
      await ctx.control(`/musicians/${me.data.id}/review`, { approve: true });
      await ctx.call(f, 'getWriterInfo', {}, { token });
      const m = await ctx.session('demo-musician');
      await ctx.call(
        f,
        'submitSong',
        { body: { ...(ctx.op('submitSong').body?.example as object), cover: image, file: image } },
        { token: m, expect: 'documented' },
      );
      const amount = await ctx.call<{ money?: string; withdraw_min?: string }>(f, 'getWriterAmount', {}, { token: m });
      await ctx.call(f, 'getWriterLedger', {}, { token: m });
      const base = ctx.op('requestWithdrawal').body?.example as Record<string, unknown>;
      await ctx.call(f, 'requestWithdrawal', { body: { ...base, amount: '1.00' } }, { token: m, expect: 'failure' });
      const above = (Number(amount.data.money ?? 0) + 100000).toFixed(2);
      await ctx.call(f, 'requestWithdrawal', { body: { ...base, amount: above } }, { token: m, expect: 'failure' });
    },
  },
  {
    name: 'circle publish, detail, favourite',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'circle publish, detail, favourite';
      const token = await ctx.session();
      const pub = await ctx.call<{ id: number }>(
        f,
        'publishCircleArticle',
        { body: { title: 'Contract post', content: 'Hello <b>circle</b> & friends' } },
        { token },
      );
      const detail = await ctx.call<{ content?: string }>(
        f,
        'getCircleArticle',
        { query: { id: pub.data.id } },
        { token },
      );
      expectThat(
        f,
        !String(detail.data.content ?? '').includes('<b>'),
        'getCircleArticle: /data/content is not filtered',
      );
      await ctx.call(f, 'favoriteCircleArticle', { body: { id: pub.data.id } }, { token });
      const favs = await ctx.call(f, 'getFavoriteCircleArticles', {}, { token });
      expectThat(
        f,
        itemsOf(favs.data).some((a) => a.id === pub.data.id),
        'getFavoriteCircleArticles: the article is missing',
      );
    },
  },
  {
    name: 'circle comments',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'circle comments';
      const token = await ctx.session();
      const article = await first(ctx, 'getCircleList', {}, null);
      const before = await ctx.call<{ total: number }>(f, 'getCircleComments', { query: { id: article.id } });
      const text = `Contract <i>comment</i> & ${Date.now()}`;
      const added = await ctx.call<{ id: number; content: string }>(
        f,
        'addCircleComment',
        { body: { id: article.id, content: text } },
        { token },
      );
      expectThat(f, !added.data.content.includes('<'), 'addCircleComment: /data/content is not filtered');
      await ctx.call(f, 'addCircleComment', { body: { id: article.id, content: text } }, { token, expect: 'failure' });
      await ctx.call(
        f,
        'addCircleComment',
        { body: { id: article.id, content: '<b></b>' } },
        { token, expect: 'failure' },
      );
      const after = await ctx.call<{ total: number; data: { id: number }[] }>(f, 'getCircleComments', {
        query: { id: article.id },
      });
      expectThat(f, after.data.total === before.data.total + 1, 'getCircleComments: /data/total did not grow by one');
      expectThat(f, after.data.data[0]?.id === added.data.id, 'getCircleComments: the new comment is not first');
      const detail = await ctx.call<{ comments: number }>(f, 'getCircleArticle', { query: { id: article.id } });
      expectThat(
        f,
        detail.data.comments === after.data.total,
        'getCircleArticle: /data/comments differs from the list',
      );
    },
  },
  {
    name: 'brand application accepted, declined, member removed',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'brand application accepted, declined, member removed';
      const owner = await ctx.session('demo-musician');
      const team = await ctx.call<SuccessData<'getMyBrandTeam'>>(f, 'getMyBrandTeam', {}, { token: owner });
      expectThat(f, team.data.role === 'owner', 'getMyBrandTeam: demo-musician is not an owner');
      const brandId = team.data.brand.id;
      const pendingOf = async () =>
        (await ctx.call<SuccessData<'getMyBrandTeam'>>(f, 'getMyBrandTeam', {}, { token: owner })).data.applications;
      const applyAs = async (account: string) => {
        const token = await ctx.session(account);
        await ctx.call(f, 'applyToBrand', { body: { brand_id: brandId, reason: 'Contract flow' } }, { token });
        const me = await ctx.call<{ id: number }>(f, 'getUserInfo', {}, { token });
        const mine = (await pendingOf()).find((a) => a.user.id === me.data.id);
        expectThat(f, !!mine, `getMyBrandTeam: the application of ${account} is not pending`);
        return { token, userId: me.data.id, applicationId: (mine as { id: number }).id };
      };
      const joiner = await applyAs('demo-vip');
      const accepted = await ctx.call<SuccessData<'answerBrandApplication'>>(
        f,
        'answerBrandApplication',
        { body: { id: joiner.applicationId, accept: true } },
        { token: owner },
      );
      expectThat(
        f,
        accepted.data.members.some((m) => m.user_id === joiner.userId) &&
          !accepted.data.applications.some((a) => a.id === joiner.applicationId),
        'answerBrandApplication: the accepted user is not on the team, or still pending',
      );
      await ctx.call(
        f,
        'answerBrandApplication',
        { body: { id: joiner.applicationId, accept: false } },
        { token: owner, expect: 'failure' },
      );
      const seen = await ctx.call<SuccessData<'getBrandDetail'>>(
        f,
        'getBrandDetail',
        { query: { id: brandId } },
        { token: joiner.token },
      );
      expectThat(f, seen.data.brand.is_member, 'getBrandDetail: /data/brand/is_member is false after acceptance');
      await ctx.call(
        f,
        'answerBrandApplication',
        { body: { id: joiner.applicationId, accept: true } },
        { token: joiner.token, expect: 'failure' },
      );
      const removed = await ctx.call<SuccessData<'removeBrandMember'>>(
        f,
        'removeBrandMember',
        { body: { user_id: joiner.userId } },
        { token: owner },
      );
      expectThat(
        f,
        !removed.data.members.some((m) => m.user_id === joiner.userId),
        'removeBrandMember: the user is still on the team',
      );
      const declined = await applyAs('demo-rejected');
      await ctx.call(
        f,
        'answerBrandApplication',
        { body: { id: declined.applicationId, accept: false } },
        { token: owner },
      );
      const after = await ctx.call<SuccessData<'getBrandDetail'>>(
        f,
        'getBrandDetail',
        { query: { id: brandId } },
        { token: declined.token },
      );
      expectThat(
        f,
        !after.data.applied && !after.data.brand.is_member,
        'getBrandDetail: a declined user is pending or a member',
      );
    },
  },
  {
    name: 'popup click',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'popup click';
      const popups = await ctx.call(f, 'getPopups', {});
      const popup = itemsOf(popups.data)[0];
      expectThat(f, !!popup, 'getPopups: /data is empty');
      await ctx.call(f, 'countPopupClick', { query: { id: popup?.id } });
    },
  },
  {
    name: 'upload rules',
    needs: ['writes', 'invalid', 'upload'],
    run: async (ctx) => {
      const f = 'upload rules';
      const token = await ctx.session();
      const r = await ctx.call<{ src: string }>(f, 'uploadFile', { multipart: { file: 'image' } }, { token });
      expectThat(f, r.code === 0 && typeof r.data.src === 'string', 'uploadFile: /data/src missing or code not 0');
      const served = await fetch(new URL(r.data.src, ctx.config.controlUrl ?? ctx.config.baseUrl));
      const bytes = Buffer.from(await served.arrayBuffer());
      expectThat(f, served.ok && bytes.equals(TINY_PNG), `GET ${r.data.src}: the stored file is not served back`);
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 1)]);
      const exchange = await ctx.client.send({
        method: 'POST',
        path: '/api/common/upload',
        token,
        multipart: { file: { bytes: big, filename: 'big.png', contentType: 'image/png' } },
      });
      const j = ctx.validators.judge(ctx.op('uploadFile'), exchange.answer, 'documented');
      const data = (j.body as { data?: unknown } | undefined)?.data;
      if (j.problems.length || data !== null) {
        throw new CheckFailed(
          `uploadFile: /data: an image over 1 MB must be refused (data null): ${j.problems.join('; ') || `got ${JSON.stringify(data)}`}\n  reproduce: ${exchange.curl}`,
        );
      }
    },
  },
  {
    name: 'languages: refusals in zh-cn by default, zh-tw and en',
    // Its login refusal is a request without the token the contract requires: Prism answers those itself.
    needs: ['invalid'],
    run: async (ctx) => {
      const f = 'languages: refusals in zh-cn by default, zh-tw and en';
      const refusal = async (lang: string | null) =>
        (
          await ctx.call(
            f,
            'getBrandDetail',
            { query: { id: 999999 }, headers: lang ? { 'Accept-Language': lang } : {} },
            { expect: 'failure' },
          )
        ).msg;
      const [en, cn, tw, none] = [
        await refusal('en'),
        await refusal('zh-CN'),
        await refusal('zh-TW'),
        await refusal(null),
      ];
      expectThat(f, en === 'The brand does not exist', `getBrandDetail in en: /msg is ${JSON.stringify(en)}`);
      expectThat(
        f,
        /\p{Script=Han}/u.test(cn) && /\p{Script=Han}/u.test(tw),
        'getBrandDetail in zh: /msg is not Chinese',
      );
      expectThat(f, none === cn, 'without a language the provider does not answer in zh-cn');
      const login = async (lang: string | null) =>
        (
          await ctx.call(
            f,
            'getCartList',
            { headers: lang ? { 'Accept-Language': lang } : {} },
            { token: null, expect: 'unauthorized' },
          )
        ).msg;
      const [loginEn, loginZh] = [await login('en'), await login(null)];
      expectThat(f, loginEn === 'Please login first', `getCartList in en: /msg is ${JSON.stringify(loginEn)}`);
      expectThat(f, /\p{Script=Han}/u.test(loginZh), 'getCartList in zh-cn: /msg is not Chinese');
    },
  },
  {
    name: 'joinGroup refuses goods the user owns',
    needs: ['writes'],
    run: async (ctx) => {
      const f = 'joinGroup refuses goods the user owns';
      const token = await ctx.session();
      const offers = await ctx.call<{ data: { goods: { id: number; goods_type: string } }[] }>(
        f,
        'getGroupGoodsList',
        { query: { page: 1, limit: 50 } },
        { token },
      );
      for (const { goods } of offers.data.data) {
        if (goods.goods_type !== 'music' && goods.goods_type !== 'pack') continue;
        const type = goods.goods_type === 'music' ? 'music' : 'special';
        const detail = await ctx.call<{ bought: boolean }>(
          f,
          'getGoodsDetail',
          { query: { id: goods.id, type } },
          { token },
        );
        if (!detail.data.bought) continue;
        const r = await ctx.call(
          f,
          'joinGroup',
          { body: { goods_id: goods.id }, headers: { 'Accept-Language': 'en' } },
          { token, expect: 'failure' },
        );
        expectThat(
          f,
          r.msg === 'You already own this item, download it instead',
          `joinGroup: /msg is ${JSON.stringify(r.msg)}`,
        );
        return;
      }
      throw new CheckFailed(`${f}: the account owns none of the group-buy goods`);
    },
  },
  {
    name: 'the URL rule and the text rules on write',
    needs: ['writes', 'invalid'],
    run: async (ctx) => {
      const f = 'the URL rule and the text rules on write';
      const token = await ctx.session();
      const en = { 'Accept-Language': 'en' };
      const publish = (body: object, expect: 'success' | 'failure') =>
        ctx.call<{ title: string }>(f, 'publishCircleArticle', { body, headers: en }, { token, expect });
      for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//elsewhere.example/a.png']) {
        const r = await publish({ title: 'Contract', content: 'x', images: [url] }, 'failure');
        expectThat(
          f,
          r.msg === 'The link must be an http(s) address or a path on this site',
          `publishCircleArticle with image ${url}: /msg is ${JSON.stringify(r.msg)}`,
        );
      }
      const typed = await publish({ title: '&'.repeat(50), content: 'x' }, 'success');
      expectThat(f, typed.data.title === '&amp;'.repeat(50), 'publishCircleArticle: 50 typed & are not a valid title');
      const lone = await publish({ title: 'a\ud800b', content: 'x' }, 'failure');
      expectThat(
        f,
        lone.msg === 'The text contains invalid characters',
        `a lone surrogate: /msg is ${JSON.stringify(lone.msg)}`,
      );
      await publish({ title: '\u00a0\u3000\u200b', content: 'x' }, 'failure');
      const nfc = await publish({ title: 'Cafe\u0301', content: 'x' }, 'success');
      expectThat(f, nfc.data.title === 'Caf\u00e9', 'publishCircleArticle: the title is not stored in NFC');
    },
  },
];
