import { describe, expect, it } from 'vitest';
import { ALREADY_OWNED } from '../src/handlers/order.ts';
import { app, get, post, sessionOf, t, useMockApp } from './inject-kit.ts';

// Edge cases: what a probe of the write operations found.
useMockApp();
const state = () => app.mock.store.state;
const userIdOf = (username: string) => [...state().users.byId.values()].find((u) => u.username === username)?.id ?? 0;
const ADDRESS = {
  name: '张三',
  mobile: '13800138000',
  province: '广东',
  city: '深圳',
  district: '南山',
  detail: '科技园 1 号',
};

describe('joinGroup', () => {
  it('refuses a digital item the user owns, and opens no order', async () => {
    const token = await sessionOf('demo-user');
    const userId = userIdOf('demo-user');
    const owned = [...state().orders.groupOffers.keys()].find(
      (id) =>
        state().library.purchased.get(userId)?.has(id) &&
        ['music', 'pack'].includes(state().goods.byId.get(id)?.goods_type ?? ''),
    );
    expect(owned, 'demo-user owns a group-buy pack').toBeDefined();
    const before = state().orders.bySn.size;
    expect(await post('/api/h5.group/join', { goods_id: owned }, token)).toMatchObject({
      code: 0,
      msg: ALREADY_OWNED,
      data: null,
    });
    expect(state().orders.bySn.size).toBe(before);
  });
});

describe('the one URL rule', () => {
  const hostile = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'];
  it.each(hostile)('refuses %s as a brand logo and as a circle image, storing nothing', async (url) => {
    const owner = await sessionOf('demo-musician');
    const brandBefore = (await get('/api/h5.brand/detail?id=2')).data.brand.logo;
    expect(await post('/api/h5.brand/edit', { name: 'X Studio', logo: url, description: '' }, owner)).toMatchObject({
      code: 0,
      msg: 'The link must be an http(s) address or a path on this site',
    });
    expect((await get('/api/h5.brand/detail?id=2')).data.brand.logo).toBe(brandBefore);
    const user = await sessionOf('demo-user');
    const articles = state().circle.byId.size;
    expect(
      await post('/api/h5.circle/publish', { title: 'Hi', content: 'Look', images: ['/uploads/a.png', url] }, user),
    ).toMatchObject({ code: 0, msg: 'The link must be an http(s) address or a path on this site' });
    expect(state().circle.byId.size).toBe(articles);
  });

  it('takes http(s) addresses and provider paths', async () => {
    const owner = await sessionOf('demo-musician');
    for (const logo of ['https://cdn.example.com/logo.png', '/uploads/logo.png']) {
      expect(await post('/api/h5.brand/edit', { name: 'X Studio', logo, description: '' }, owner)).toMatchObject({
        code: 1,
        data: { logo },
      });
    }
  });
});

describe('the text rules', () => {
  it('counts the characters typed: 50 & are a valid title, stored escaped', async () => {
    const token = await sessionOf('demo-user');
    const r = await post('/api/h5.circle/publish', { title: '&'.repeat(50), content: 'ok' }, token);
    expect(r).toMatchObject({ code: 1, data: { title: '&amp;'.repeat(50) } });
    expect((await post('/api/h5.circle/publish', { title: `${'&'.repeat(50)}x`, content: 'ok' }, token)).code).toBe(0);
  });

  it('counts a 141-character comment of & as too long, and takes 140', async () => {
    const token = await sessionOf('demo-user');
    const article = [...state().circle.byId.values()].find((a) => !a.deleted)?.id;
    expect((await post('/api/h5.circle/comment', { id: article, content: '&'.repeat(141) }, token)).code).toBe(0);
    expect((await post('/api/h5.circle/comment', { id: article, content: '&'.repeat(140) }, token)).code).toBe(1);
  });

  it('refuses a lone surrogate and a body that is not UTF-8', async () => {
    const token = await sessionOf('demo-user');
    expect(await post('/api/h5.circle/publish', { title: 'a\ud800b', content: 'ok' }, token)).toMatchObject({
      code: 0,
      msg: 'The text contains invalid characters',
    });
    const broken = Buffer.concat([
      Buffer.from('{"title":"a'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","content":"x"}'),
    ]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/h5.circle/publish',
      headers: { token, 'content-type': 'application/json' },
      payload: broken,
    });
    expect(r.json()).toMatchObject({ code: 0, msg: 'Invalid request: the body is not valid UTF-8' });
  });

  it('takes text made only of spaces (no-break, ideographic, zero-width) as empty', async () => {
    const token = await sessionOf('demo-user');
    const article = [...state().circle.byId.values()].find((a) => !a.deleted)?.id;
    expect(await post('/api/h5.circle/comment', { id: article, content: ' \u00a0\u3000\u200b ' }, token)).toMatchObject(
      { code: 0, msg: 'Comment content required' },
    );
    expect(await post('/api/h5.circle/publish', { title: '\u3000\u3000', content: 'ok' }, token)).toMatchObject({
      code: 0,
      msg: 'Please enter a title',
    });
  });

  it('stores text in NFC', async () => {
    const token = await sessionOf('demo-user');
    const r = await post('/api/h5.circle/publish', { title: 'Cafe\u0301', content: 'ok' }, token);
    expect(r.data.title).toBe('Caf\u00e9');
  });

  it('keeps brand names unique after case folding and without zero-width characters', async () => {
    const owner = await sessionOf('demo-musician');
    for (const name of ['低音工厂 BASS factory', '低音工厂 Bass\u200bFactory'.replace('\u200bF', ' \u200bF')]) {
      expect((await post('/api/h5.brand/edit', { name, logo: '/uploads/logo.png', description: '' }, owner)).msg).toBe(
        'The brand name is already taken',
      );
    }
  });
});

describe('downloads', () => {
  const freeMusic = () => state().goods.list.find((g) => g.is_free && g.hasPreview);

  it('serves a signed link, and refuses it changed or expired', async () => {
    const token = await sessionOf('demo-user');
    const goods = freeMusic();
    const link = (await get(`/api/h5.downloadurl?id=${goods?.id}&type=music`, token)).data as string;
    expect((await t.inject({ url: link })).statusCode).toBe(200);
    const forged = link.replace(/sign=([0-9a-f])/, (_m, c: string) => `sign=${c === '0' ? '1' : '0'}`);
    expect((await t.inject({ url: forged })).statusCode).toBe(403);
    const later = link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await t.inject({ url: later })).statusCode).toBe(403);
    expect((await t.inject({ url: link.replace(/\?.*$/, '') })).statusCode).toBe(403);
    await t.advance(3601 * 1000);
    const expired = await t.inject({ url: link });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toBe('The download link has expired');
  });

  it('tells the buyer of a physical item there is no download address, and drops its cart line', async () => {
    const token = await sessionOf('demo-user');
    const goods = state()
      .goods.list.filter((g) => g.goods_type === 'physical' && (g.stock ?? 0) > 0 && !g.presale)
      .sort((a, b) => a.priceCents - b.priceCents)[0];
    expect(goods).toBeDefined();
    const id = goods?.id as number;
    await post('/api/h5.user/cart', { goods_id: id, quantity: 1 }, token);
    const inCart = async () =>
      (await get('/api/h5.user/cartList', token)).data.list.some((l: { goods: { id: number } }) => l.goods.id === id);
    expect(await inCart()).toBe(true);
    expect((await get(`/api/h5.downloadurl?id=${id}&type=special`, token)).msg).toBe(
      'You have not purchased this item',
    );
    const order = (await post('/api/h5.order/createObject', { goods_id: id, quantity: 1, address: ADDRESS }, token))
      .data;
    expect(await post('/api/h5.order/pay', { order_sn: order.order_sn, pay_type: 'balance' }, token)).toMatchObject({
      code: 1,
    });
    expect(await inCart()).toBe(false);
    expect((await get(`/api/h5.downloadurl?id=${id}&type=special`, token)).msg).toBe(
      'No download address, please contact customer service',
    );
  });
});
