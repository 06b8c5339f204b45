import { describe, expect, it } from 'vitest';
import { t, useMockApp } from './inject-kit.ts';

useMockApp();

describe('home', () => {
  it('answers statistics, banners and paged notices, newest first', async () => {
    const stats = await t.get<{ music_count: number; writer_count: number }>('/api/h5.Index/statistics');
    expect(stats.body.data.writer_count).toBeGreaterThanOrEqual(50);
    const banners = await t.get<{ link: { type: string } | null }[]>('/api/h5.Banner');
    expect(banners.body.data.length).toBeGreaterThan(0);
    const vip = await t.get<{ link: { type: string } | null }[]>('/api/h5.Banner', { query: { position: 'vip' } });
    expect(vip.body.data.every((b) => b.link?.type === 'vip')).toBe(true);
    expect((await t.get('/api/h5.Banner', { query: { position: 'nowhere' } })).body.code).toBe(0);
    const notices = await t.get<{ data: { createtime: number }[]; total: number }>('/api/h5.notice', {
      query: { limit: 3 },
    });
    expect(notices.body.data.data).toHaveLength(3);
    const times = notices.body.data.data.map((n) => n.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('ranks top music by sales and lists what was added today', async () => {
    const top = await t.get<{ data: { sales: number }[] }>('/api/h5.index/top_music');
    const sales = top.body.data.data.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBeGreaterThan(10_000);
    const today = await t.get<{ total: number; data: { createtime: number }[] }>('/api/h5.index/today_musics');
    const now = Number(today.body.time);
    expect(today.body.data.total).toBeGreaterThan(0);
    expect(today.body.data.data.every((g) => g.createtime >= now - 86_400)).toBe(true);
    await t.advance(2 * 86_400_000);
    const later = await t.get<{ total: number }>('/api/h5.index/today_musics');
    expect(later.body.data.total).toBe(0);
  });

  it('lists pre-sale goods until their release time', async () => {
    const pre = await t.get<{ total: number; data: { release_time: number; deposit: string }[] }>(
      '/api/h5.index/getPresaleList',
    );
    expect(pre.body.data.total).toBeGreaterThan(0);
    const first = pre.body.data.data[0];
    expect(first?.release_time).toBeGreaterThan(Number(pre.body.time));
    await t.advance(40 * 86_400_000);
    expect((await t.get<{ total: number }>('/api/h5.index/getPresaleList')).body.data.total).toBe(0);
  });

  it('answers popups with links as JSON text and counts clicks', async () => {
    const popups = await t.get<{ id: number; links: string; popradio: string | number }[]>('/api/h5.index/getPopup');
    expect(popups.body.data.length).toBeGreaterThan(0);
    for (const p of popups.body.data) expect(Array.isArray(JSON.parse(p.links))).toBe(true);
    const click = await t.get<{ clicks: number }>('/api/h5.index/popupClick', { query: { id: 1 } });
    expect(click.body.data.clicks).toBe(1);
    expect((await t.get<{ clicks: number }>('/api/h5.index/popupClick', { query: { id: 1 } })).body.data.clicks).toBe(
      2,
    );
    expect((await t.get('/api/h5.index/popupClick', { query: { id: 3 } })).body).toMatchObject({
      code: 0,
      msg: 'The popup does not exist',
    });
  });
});

describe('comments', () => {
  it('lists comments newest first with their first three replies, and all replies oldest first', async () => {
    const page = await t.get<{ data: { id: number; reply_count: number; replies: unknown[]; createtime: number }[] }>(
      '/api/h5.goods/comments',
      { query: { goods_id: 1 } },
    );
    const comments = page.body.data.data;
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.every((c) => c.replies.length === Math.min(3, c.reply_count))).toBe(true);
    const withReplies = comments.find((c) => c.reply_count > 0);
    const replies = await t.get<{ total: number }>('/api/h5.goods/replies', {
      query: { comment_id: withReplies?.id ?? 0 },
    });
    expect(replies.body.data.total).toBe(withReplies?.reply_count);
    expect((await t.get('/api/h5.goods/comments', { query: { goods_id: 99999 } })).body.code).toBe(0);
  });

  it('adds an escaped comment, refuses repeats within 10 s, and uses the contract’s messages', async () => {
    const token = await t.login('demo-user');
    const r = await t.post<{ content: string; star: null }>(
      '/api/h5.goods/comment',
      { goods_id: 1, content: '  <b>Tom</b> & Jerry\'s "mix"  ' },
      { token },
    );
    expect(r.body.code).toBe(1);
    expect(r.body.data.content).toBe('Tom &amp; Jerry&#039;s &quot;mix&quot;');
    const again = await t.post(
      '/api/h5.goods/comment',
      { goods_id: 1, content: '  <b>Tom</b> & Jerry\'s "mix"  ' },
      { token },
    );
    expect(again.body).toMatchObject({ code: 0, msg: 'Please do not submit repeatedly' });
    await t.advance(11_000);
    expect(
      (await t.post('/api/h5.goods/comment', { goods_id: 1, content: '<b>Tom</b> & Jerry\'s "mix"' }, { token })).body
        .code,
    ).toBe(1);
    expect((await t.post('/api/h5.goods/comment', { goods_id: 1, content: '' }, { token })).body.msg).toBe(
      'Comment content required',
    );
    expect((await t.post('/api/h5.goods/comment', { goods_id: 1, content: '   ' }, { token })).body.msg).toBe(
      'Comment content required',
    );
    expect(
      (await t.post('/api/h5.goods/comment', { goods_id: 1, content: '长'.repeat(141) }, { token })).body.msg,
    ).toBe('Comment content cannot exceed 140 characters');
    expect((await t.post('/api/h5.goods/comment', { goods_id: 99999, content: 'x' }, { token })).body.msg).toBe(
      'The goods do not exist or have been removed',
    );
  });

  it('replies to a comment or to someone in its thread', async () => {
    const token = await t.login('demo-vip');
    const comment = t.app.mock.store.state.comments.byGoods.get(1)?.[0];
    const author = comment?.user_id ?? 0;
    const r = await t.post<{ reply_to: { id: number } | null }>(
      '/api/h5.goods/reply',
      { comment_id: comment?.id, content: '同意 Agreed', reply_user_id: author },
      { token },
    );
    expect(r.body.data.reply_to?.id).toBe(author);
    const stranger = await t.post(
      '/api/h5.goods/reply',
      { comment_id: comment?.id, content: 'hi', reply_user_id: 99_999 },
      { token },
    );
    expect(stranger.body).toMatchObject({ code: 0, msg: 'The user does not exist' });
    const count = await t.get<{ data: { id: number; reply_count: number }[] }>('/api/h5.goods/comments', {
      query: { goods_id: 1 },
    });
    expect(count.body.data.data.find((c) => c.id === comment?.id)?.reply_count).toBe(comment?.replies.length ?? 0);
  });
});

describe('system and wechat', () => {
  it('answers the global config, service info, static pages and version.json', async () => {
    const config = await t.get<{ recharge_min: string; withdraw_min: string }>('/api/h5.Index/setSystemInfo');
    expect(config.body.data).toMatchObject({ recharge_min: '10.00', withdraw_min: '100.00' });
    expect((await t.get<{ faq: unknown[] }>('/api/h5.index/service')).body.data.faq.length).toBeGreaterThan(0);
    expect(
      (await t.get<{ title: string }>('/api/h5.index/article', { query: { name: 'user_agreement' } })).body.data.title,
    ).toContain('User agreement');
    expect((await t.get('/api/h5.index/article', { query: { name: 'about' } })).body).toMatchObject({
      code: 0,
      msg: 'Page not found',
    });
    const version = await t.inject({ url: '/version.json' });
    expect(version.json()).toEqual({ timestamp: expect.any(Number) });
  });

  it('signs the page url without its fragment', async () => {
    const a = await t.get<{ signature: string; appId: string }>('/api/h5.wechat/build_config', {
      query: { url: 'https://shop.example/?a=1#/pages/x' },
    });
    const b = await t.get<{ signature: string }>('/api/h5.wechat/build_config', {
      query: { url: 'https://shop.example/?a=1#/other' },
    });
    expect(a.body.data.appId).toMatch(/^wx[0-9a-f]{16}$/);
    expect(a.body.data.signature).toBe(b.body.data.signature);
    expect((await t.get('/api/h5.wechat/build_config')).body).toMatchObject({
      code: 0,
      msg: 'The url parameter is required',
    });
  });

  it('logs in with a WeChat code once, and the token works', async () => {
    const r = await t.post<{ userinfo: { token: string; openid: string } }>('/api/h5.wechat/third', {
      platform: 'wechat',
      code: 'oauthcode1',
    });
    expect(r.body.code).toBe(1);
    const token = r.body.data.userinfo.token;
    const comment = await t.post('/api/h5.goods/comment', { goods_id: 2, content: '微信登录 WeChat' }, { token });
    expect(comment.body.code).toBe(1);
    const reused = await t.post('/api/h5.wechat/third', { platform: 'wechat', code: 'oauthcode1' });
    expect(reused.body).toMatchObject({ code: 0, msg: 'Authorization failed, please try again' });
  });
});
