// What an operation's documented example needs to succeed on a live server. The examples name ids of the
// contract's own story (order 502, goods 1024) that a server need not have, so ids are taken from the
// server's own listings and prerequisites (a code sent, an order created) are set up first. Every change
// to an example is stated in the report's note.
import type { SuccessData } from '@djshop/api';
import type { Context } from './context.ts';
import { hashSeed, type RequestInput } from './generators.ts';
import type { OperationModel } from './model.ts';
import type { Expect } from './validators.ts';

export interface Fixture {
  patch?: Partial<RequestInput>;
  account?: string;
  token?: string | null;
  expect?: Expect;
  note?: string;
}

type FixtureFn = (ctx: Context) => Promise<Fixture>;

interface Listed {
  id: number;
  [key: string]: unknown;
}

/** The items of a list answer: a page (`data.data`) or a plain array. */
export function itemsOf(data: unknown): Listed[] {
  if (Array.isArray(data)) return data as Listed[];
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const inner = Array.isArray(record.data) ? record.data : Object.values(record).find(Array.isArray);
  return ((inner ?? []) as Listed[]).map((item) => ({
    ...item,
    id: (item.id ?? item.goods_id ?? (item.goods as { id?: number } | undefined)?.id) as number,
  }));
}

const cache = new WeakMap<Context, Map<string, Promise<unknown>>>();
/** Memoised per run: discovery is read-only and the same for every example that needs it. */
export function once<T>(ctx: Context, key: string, make: () => Promise<T>): Promise<T> {
  let m = cache.get(ctx);
  if (!m) {
    m = new Map();
    cache.set(ctx, m);
  }
  let p = m.get(key) as Promise<T> | undefined;
  if (!p) {
    p = make();
    m.set(key, p);
  }
  return p;
}

/** The first item of a listing operation, as the named account sees it. */
export async function first(
  ctx: Context,
  operationId: string,
  query: Record<string, unknown> = {},
  account: string | null = ctx.config.account,
  where: (item: Listed) => boolean = () => true,
): Promise<Listed> {
  const items = await once(ctx, `list:${operationId}:${JSON.stringify(query)}:${account}`, async () => {
    const token = account ? await ctx.session(account) : null;
    const { data } = await ctx.call('discovery', operationId, { query }, { token });
    return itemsOf(data);
  });
  const item = items.find(where);
  if (!item) throw new Error(`${operationId} ${JSON.stringify(query)} listed nothing to use`);
  return item;
}

/** A phone number or address of this run only, so that sends are not refused by the 60 s resend rule. */
export const uniqueMobile = (ctx: Context, salt: string): string =>
  `139${String(hashSeed(ctx.config.seed, salt, Date.now()) % 100_000_000).padStart(8, '0')}`;
export const uniqueEmail = (ctx: Context, salt: string): string =>
  `contract-${hashSeed(ctx.config.seed, salt, Date.now()).toString(36)}@djshop.example`;

/** Sends a verification code; its own failure is left to the call that uses the code. */
async function sendCode(ctx: Context, kind: 'sms' | 'email', to: string, event: string): Promise<void> {
  const op = kind === 'sms' ? 'sendSmsCode' : 'sendEmailCode';
  const body = kind === 'sms' ? { mobile: to, event } : { email: to, event };
  await ctx.call('setup', op, { body }, { expect: 'documented' });
}

const CODE = '123456';
const id = (item: Listed) => ({ id: item.id });
const MUSICIAN = 'demo-musician';
const BRAND = 'demo-brand';
/** Changes of phone and address go to an account no other example reads them from. */
const SPARE = 'demo-applicant';
const RESET = 'demo-rejected';

async function me(ctx: Context, account: string): Promise<{ mobile: string; email: string }> {
  const { data } = await ctx.call<{ email: string }>('setup', 'getUserInfo', {}, { token: await ctx.session(account) });
  return { mobile: '', email: data.email };
}

async function myWriterId(ctx: Context): Promise<number> {
  const { data } = await ctx.call<SuccessData<'getWriterInfo'>>(
    'setup',
    'getWriterInfo',
    {},
    {
      token: await ctx.session(MUSICIAN),
    },
  );
  if (!data.writer) throw new Error('getWriterInfo: /data/writer is null for demo-musician');
  return data.writer.id;
}

async function cartIds(ctx: Context): Promise<number[]> {
  const token = await ctx.session();
  return once(ctx, 'cart', async () => {
    const goods = await first(ctx, 'getDjSingles', { page: 5 }, ctx.config.account, (g) => g.price !== '0.00');
    await ctx.call('setup', 'addToCart', { body: { goods_id: goods.id, quantity: 1 } }, { token });
    const { data } = await ctx.call('setup', 'getCartList', {}, { token });
    return itemsOf(data).map((i) => i.id);
  });
}

/** A fresh unpaid digital order of the default account. */
async function unpaidOrder(ctx: Context): Promise<{ id: number; order_sn: string }> {
  const token = await ctx.session();
  const goods = await first(ctx, 'getDjSingles', { page: 2 }, ctx.config.account, (g) => g.price !== '0.00');
  const { data } = await ctx.call<{ id: number; order_sn: string }>(
    'setup',
    'createOrder',
    { body: { goods_id: goods.id } },
    { token },
  );
  return data;
}

export const FIXTURES: Record<string, FixtureFn> = {
  loginByAccount: async (ctx) => ({
    patch: { body: { account: ctx.config.account, password: ctx.config.password } },
    note: 'account from CONTRACT_ACCOUNT',
  }),
  loginBySms: async (ctx) => {
    const mobile = uniqueMobile(ctx, 'sms-login');
    await sendCode(ctx, 'sms', mobile, 'login');
    return { patch: { body: { mobile, captcha: CODE } }, note: 'a new phone, code sent first' };
  },
  loginByEmail: async (ctx) => {
    const { email } = await me(ctx, ctx.config.account);
    await sendCode(ctx, 'email', email, 'login');
    return { patch: { body: { email, captcha: CODE } }, note: "the account's e-mail, code sent first" };
  },
  registerAccount: async (ctx) => {
    const mobile = uniqueMobile(ctx, 'register');
    await sendCode(ctx, 'sms', mobile, 'register');
    const username = `c${hashSeed(ctx.config.seed, 'register', Date.now()).toString(36)}`;
    return { patch: { body: { mobile, captcha: CODE, username } }, note: 'a new phone and username, code sent first' };
  },
  resetPassword: async (ctx) => {
    // An account no other example sends an e-mail code to, so the 60 s resend rule cannot refuse this one.
    const { email } = await me(ctx, RESET);
    await sendCode(ctx, 'email', email, 'resetpwd');
    return {
      patch: { body: { type: 'email', email, mobile: undefined, captcha: CODE, newpassword: ctx.config.password } },
      note: "by demo-rejected's e-mail, to its own password, so the run's logins keep working",
    };
  },
  changeMobile: async (ctx) => {
    const mobile = uniqueMobile(ctx, 'change-mobile');
    await sendCode(ctx, 'sms', mobile, 'changemobile');
    return {
      account: SPARE,
      patch: { body: { mobile, captcha: CODE } },
      note: 'as demo-applicant, a new phone, code sent first',
    };
  },
  changeEmail: async (ctx) => {
    const email = uniqueEmail(ctx, 'change-email');
    await sendCode(ctx, 'email', email, 'changeemail');
    return {
      account: SPARE,
      patch: { body: { email, captcha: CODE } },
      note: 'as demo-applicant, a new address, code sent first',
    };
  },
  toggleCollect: async (ctx) => ({ patch: { body: { goods_id: (await first(ctx, 'getDjSingles')).id } } }),
  recordPlay: async (ctx) => ({ patch: { body: { goods_id: (await first(ctx, 'getDjSingles')).id } } }),
  getDownloadUrl: async (ctx) => {
    const item = await first(ctx, 'getDownloadLog');
    const goods = (item.goods ?? {}) as { id?: number; goods_type?: string };
    return { patch: { query: { id: goods.id ?? item.id, type: goods.goods_type === 'pack' ? 'special' : 'music' } } };
  },
  saveCustomGenres: async (ctx) => {
    const { data } = await ctx.call<{ genres: string[] }>('setup', 'getCatalogueFilters', {});
    return { patch: { body: { genres: data.genres.slice(0, 2) } }, note: "genres from the server's filters" };
  },
  countPopupClick: async (ctx) => ({ patch: { query: id(await first(ctx, 'getPopups', {}, null)) } }),
  getGoodsDetail: async (ctx) => ({ patch: { query: id(await first(ctx, 'getSelectedMusicPacks')) } }),
  getVideoDetail: async (ctx) => ({ patch: { query: id(await first(ctx, 'getTeachingVideos')) } }),
  getObjectDetail: async (ctx) => ({ patch: { query: id(await first(ctx, 'getSoundLightGear')) } }),
  getGoodsComments: async (ctx) => ({ patch: { query: { goods_id: (await first(ctx, 'getDjSingles')).id } } }),
  addGoodsComment: async (ctx) => ({ patch: { body: { goods_id: (await first(ctx, 'getDjSingles')).id } } }),
  getCommentReplies: async (ctx) => ({ patch: { query: { comment_id: await commentId(ctx) } } }),
  replyToComment: async (ctx) => ({
    patch: { body: { comment_id: await commentId(ctx), reply_user_id: undefined } },
  }),
  getWriterAmount: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  getWriterLedger: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  getWriterInfo: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  editWriterProfile: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  submitSong: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  requestWithdrawal: async () => ({
    account: MUSICIAN,
    patch: { body: { amount: '100.00' } },
    note: 'as demo-musician',
  }),
  getMySubmissions: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  getMyWithdrawals: async () => ({ account: MUSICIAN, note: 'as demo-musician' }),
  submitAlbum: async (ctx) => {
    const writer = await myWriterId(ctx);
    const works = await first(ctx, 'getWriterWorks', { id: writer, kind: 'song' }, MUSICIAN);
    return {
      account: MUSICIAN,
      patch: { body: { works: [works.id] } },
      note: 'as demo-musician, with one of its works',
    };
  },
  getCircleArticle: async (ctx) => ({ patch: { query: id(await first(ctx, 'getCircleList')) } }),
  likeCircleArticle: async (ctx) => ({ patch: { body: id(await first(ctx, 'getCircleList')) } }),
  favoriteCircleArticle: async (ctx) => ({ patch: { body: id(await first(ctx, 'getCircleList')) } }),
  getCircleComments: async (ctx) => ({ patch: { query: id(await first(ctx, 'getCircleList')) } }),
  addCircleComment: async (ctx) => ({ patch: { body: id(await first(ctx, 'getCircleList')) } }),
  // demo-musician owns a brand with applications waiting: it accepts the oldest one.
  answerBrandApplication: async (ctx) => {
    const { data } = await ctx.call<{ applications?: Listed[] }>(
      'setup',
      'getMyBrandTeam',
      {},
      { token: await ctx.session(MUSICIAN) },
    );
    const pending = data.applications?.[0];
    if (!pending) throw new Error('getMyBrandTeam: demo-musician has no pending application to answer');
    return {
      account: MUSICIAN,
      patch: { body: { id: pending.id, accept: true } },
      note: 'as demo-musician (a brand owner), its oldest pending application',
    };
  },
  // demo-brand is a member of its brand, not its owner: the owner-only actions can only be refused.
  editBrand: async () => ({
    account: BRAND,
    expect: 'documented',
    note: 'as demo-brand (a member): refused, documented',
  }),
  getMyBrandTeam: async () => ({ account: BRAND, note: 'as demo-brand' }),
  removeBrandMember: async (ctx) => {
    const { data } = await ctx.call<{ members?: Listed[] }>(
      'setup',
      'getMyBrandTeam',
      {},
      { token: await ctx.session(BRAND) },
    );
    const me = await ctx.call<{ id: number }>('setup', 'getUserInfo', {}, { token: await ctx.session(BRAND) });
    const other = (data.members ?? []).find((m) => (m.user_id ?? m.id) !== me.data.id);
    return {
      account: BRAND,
      patch: { body: { user_id: (other?.user_id ?? other?.id) as number } },
      expect: 'documented',
      note: 'as demo-brand (a member): refused, documented',
    };
  },
  getBrandDetail: async (ctx) => ({ patch: { query: id(await first(ctx, 'getBrandList')) } }),
  applyToBrand: async (ctx) => ({ patch: { body: { brand_id: (await first(ctx, 'getBrandList')).id } } }),
  getSingerTracks: async (ctx) => ({ patch: { query: { writer_id: (await first(ctx, 'getWriterList')).id } } }),
  getWriterHome: async (ctx) => ({ patch: { query: id(await first(ctx, 'getWriterList')) } }),
  getWriterWorks: async (ctx) => ({ patch: { query: id(await first(ctx, 'getWriterList')) } }),
  followWriter: async (ctx) => ({ patch: { body: { writer_id: (await first(ctx, 'getWriterList')).id } } }),
  addToCart: async (ctx) => ({
    patch: { body: { goods_id: (await first(ctx, 'getDjSingles', { page: 4 }, null, (g) => g.price !== '0.00')).id } },
  }),
  deleteCartItems: async (ctx) => ({ patch: { query: { ids: (await cartIds(ctx)).slice(0, 1).join(',') } } }),
  previewOrder: async (ctx) => ({ patch: { body: { cart_ids: await cartIds(ctx), coupon_id: undefined } } }),
  getOrderDetail: async (ctx) => {
    const o = await first(ctx, 'getMyOrders');
    return { patch: { query: { id: o.id, order_sn: o.order_sn } } };
  },
  cancelOrder: async (ctx) => ({
    patch: { body: { id: (await unpaidOrder(ctx)).id } },
    note: 'an order created first',
  }),
  payOrder: async (ctx) => ({
    patch: { body: { order_sn: (await unpaidOrder(ctx)).order_sn } },
    note: 'an order created first',
  }),
  getPayStatus: async (ctx) => ({ patch: { query: { order_sn: (await first(ctx, 'getMyOrders')).order_sn } } }),
  evaluateOrder: async (ctx) => ({
    patch: { body: { order_id: (await first(ctx, 'getMyOrders', { status: 'completed' })).id } },
  }),
  createOrder: async (ctx) => ({
    patch: { body: { goods_id: (await first(ctx, 'getDjSingles', { page: 3 }, null, (g) => g.price !== '0.00')).id } },
  }),
  createPhysicalOrder: async (ctx) => ({
    patch: { body: { goods_id: (await first(ctx, 'getSoundLightGear')).id, coupon_id: undefined } },
  }),
  getGroupGoodsDetail: async (ctx) => ({ patch: { query: id(await first(ctx, 'getGroupGoodsList', {}, null)) } }),
  joinGroup: async (ctx) => ({
    patch: { body: { goods_id: (await first(ctx, 'getGroupGoodsList', {}, null)).id, group_id: undefined } },
  }),
  getGroupOrderDetail: async (ctx) => ({ patch: { path: id(await first(ctx, 'getMyGroupOrders')) } }),
  refundGroupOrder: async (ctx) => ({
    patch: { body: id(await first(ctx, 'getMyGroupOrders', { status: 'group_failed' })) },
  }),
  claimCoupon: async (ctx) => ({
    patch: {
      body: id(await first(ctx, 'getCouponCenter', {}, ctx.config.account, (c) => !c.claimed && Number(c.stock) > 0)),
    },
  }),
  buyVipCard: async (ctx) => ({ patch: { body: { card_id: (await first(ctx, 'getVipCards')).id } } }),
};

async function commentId(ctx: Context): Promise<number> {
  return once(ctx, 'comment', async () => {
    const goods = await first(ctx, 'getDjSingles');
    const { data } = await ctx.call(
      'setup',
      'addGoodsComment',
      {
        body: { goods_id: goods.id, content: 'contract suite comment' },
      },
      { token: await ctx.session() },
    );
    return (data as { id: number }).id;
  });
}

export async function exampleFixture(ctx: Context, op: OperationModel): Promise<Fixture | undefined> {
  const fn = FIXTURES[op.operationId];
  return fn ? fn(ctx) : undefined;
}
