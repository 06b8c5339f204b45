import { describe, expect, it } from 'vitest';
import type { State } from '../src/store/index.ts';
import type { GoodsRecord } from '../src/store/modules/goods.ts';
import { CATALOGUE_GENRES, hasPurchased } from '../src/store/modules/library.ts';
import { DEMO_ACCOUNTS } from '../src/store/modules/users.ts';
import { followKey } from '../src/store/modules/writers.ts';
import { changeBalance, grantPurchase, toggleFollow } from '../src/store/services/library.ts';
import { app, sessionOf, t, useMockApp } from './inject-kit.ts';

useMockApp();

const get = (url: string, token?: string) => t.get(url, { token });
const post = (url: string, payload: object, token?: string) => t.post(url, payload, { token });
const state = (): State => app.mock.store.state;
const goodsWhere = (pred: (g: GoodsRecord) => boolean): GoodsRecord => {
  const g = state().goods.list.find(pred);
  if (!g) throw new Error('no such goods in the seed');
  return g;
};

describe('every user operation needs a login', () => {
  it.each([
    ['GET', '/api/h5.user/userInfo'],
    ['GET', '/api/h5.user/mycollection'],
    ['GET', '/api/h5.user/score'],
    ['GET', '/api/h5.user/moneyLog'],
    ['GET', '/api/h5.user/historyList'],
    ['GET', '/api/h5.user/myFollowApi'],
    ['GET', '/api/h5.user/download'],
    ['GET', '/api/h5.downloadurl?id=1&type=music'],
    ['GET', '/api/h5.user/customGenre'],
    ['POST', '/api/h5.user/customGenre'],
    ['POST', '/api/h5.user/editinfo'],
    ['POST', '/api/h5.user/collect'],
    ['POST', '/api/h5.user/history'],
  ] as const)('%s %s', async (method, url) => {
    const r = method === 'POST' ? await post(url, {}) : await get(url);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
  });
});

describe('getUserInfo', () => {
  it('masks the phone, formats the balance and reports an active VIP card', async () => {
    const info = await get('/api/h5.user/userInfo', await sessionOf('demo-user'));
    expect(info.body.data).toMatchObject({ id: 1, mobile: '138****8001', money: '1288.00', score: 1200, vip: null });
    const vip = await get('/api/h5.user/userInfo', await sessionOf('demo-vip'));
    expect(vip.body.data.vip).toMatchObject({ type: 'year' });
    expect((await get('/api/h5.user/userInfo', await sessionOf('demo-musician'))).body.data.writer_status).toBe(
      'approved',
    );
    expect((await get('/api/h5.user/userInfo', await sessionOf('demo-brand'))).body.data.brand_id).toBe(1);
  });

  it('reports an expired card as null', async () => {
    const token = await sessionOf('demo-vip');
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 201 * 86_400_000 } });
    const fresh = await sessionOf('demo-vip');
    expect((await get('/api/h5.user/userInfo', fresh)).body.data.vip).toBeNull();
    expect(token).not.toBe(fresh);
  });
});

describe('editUserInfo', () => {
  it('saves the profile escaped, keeps left-out fields and clears the birthday', async () => {
    const token = await sessionOf('demo-user');
    const r = await post(
      '/api/h5.user/editinfo',
      {
        avatar: '/uploads/a.jpg',
        nickname: ' <b>DJ</b> Ming ',
        bio: 'House & Techno <script>x</script>',
        birthday: '',
      },
      token,
    );
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatchObject({
      avatar: '/uploads/a.jpg',
      nickname: 'DJ Ming',
      bio: 'House &amp; Techno x',
      birthday: null,
      gender: 'male',
    });
    const again = await post(
      '/api/h5.user/editinfo',
      { avatar: '/uploads/b.jpg', gender: 'female', birthday: '1999-09-09' },
      token,
    );
    expect(again.body.data).toMatchObject({ nickname: 'DJ Ming', gender: 'female', birthday: '1999-09-09' });
    expect((await get('/api/h5.user/userInfo', token)).body.data.avatar).toBe('/uploads/b.jpg');
  });

  it('answers the contract messages', async () => {
    const token = await sessionOf('demo-user');
    expect((await post('/api/h5.user/editinfo', { nickname: 'x' }, token)).body.msg).toBe('Avatar required');
    expect((await post('/api/h5.user/editinfo', { avatar: '' }, token)).body.msg).toBe('Avatar required');
    expect((await post('/api/h5.user/editinfo', { avatar: '   ' }, token)).body.msg).toBe('Avatar required');
    expect((await post('/api/h5.user/editinfo', { avatar: '/a.jpg', nickname: '' }, token)).body.msg).toBe(
      'Nickname required',
    );
    expect((await post('/api/h5.user/editinfo', { avatar: '/a.jpg', nickname: '<i></i>' }, token)).body.msg).toBe(
      'Nickname required',
    );
    const bioMsg = 'Bio cannot exceed 140 characters';
    expect((await post('/api/h5.user/editinfo', { avatar: '/a.jpg', bio: 'x'.repeat(141) }, token)).body.msg).toBe(
      bioMsg,
    );
    expect(state().users.byId.get(1)?.avatar).toBe('/media/avatar/u1.jpg');
    // The characters typed count (the contract's text rules), not the longer escaped text stored.
    const typed = await post('/api/h5.user/editinfo', { avatar: '/a.jpg', bio: '&'.repeat(140) }, token);
    expect(typed.body.code).toBe(1);
    expect(state().users.byId.get(1)?.bio).toBe('&amp;'.repeat(140));
  });
});

describe('collections', () => {
  it('lists the seeded collection and toggles an item to the top and out again', async () => {
    const token = await sessionOf('demo-user');
    const page = await get('/api/h5.user/mycollection?limit=10&page=3', token);
    expect(page.body.data).toMatchObject({ total: 25, per_page: 10, current_page: 3, last_page: 3 });
    expect(page.body.data.data).toHaveLength(5);

    const target = goodsWhere((g) => !state().library.collections.get(1)?.has(g.id));
    const on = await post('/api/h5.user/collect', { goods_id: target.id }, token);
    expect(on.body).toMatchObject({ code: 1, msg: 'Collected', data: { collected: true } });
    const first = await get('/api/h5.user/mycollection', token);
    expect(first.body.data.total).toBe(26);
    expect(first.body.data.data[0].id).toBe(target.id);

    const off = await post('/api/h5.user/collect', { goods_id: target.id }, token);
    expect(off.body.data).toEqual({ collected: false });
    expect((await get('/api/h5.user/mycollection', token)).body.data.total).toBe(25);
    expect((await post('/api/h5.user/collect', { goods_id: 999_999 }, token)).body).toMatchObject({
      code: 0,
      msg: 'Goods not found',
    });
  });
});

describe('points and balance logs', () => {
  const chain = (entries: { amount: string; before: string; after: string }[], current: number) => {
    expect(Number(entries[0]?.after)).toBeCloseTo(current, 2);
    entries.forEach((e, i) => {
      expect(Number(e.before) + Number(e.amount)).toBeCloseTo(Number(e.after), 2);
      expect(Number(e.before)).toBeGreaterThanOrEqual(0);
      const older = entries[i + 1];
      if (older) expect(older.after).toBe(e.before);
      else expect(Number(e.before)).toBe(0);
    });
  };

  it.each(DEMO_ACCOUNTS.map((name) => [name]))('explain the points and the balance of %s', async (name) => {
    const token = await sessionOf(name);
    const info = (await get('/api/h5.user/userInfo', token)).body.data;
    const score = (await get('/api/h5.user/score?limit=100', token)).body.data;
    expect(score.score).toBe(info.score);
    expect(score.list.total).toBeGreaterThan(3);
    chain(score.list.data, info.score);
    for (const e of score.list.data) expect(e.amount).toMatch(/^-?\d+$/);
    const money = (await get('/api/h5.user/moneyLog?limit=100', token)).body.data;
    expect(money.total).toBeGreaterThan(2);
    chain(money.data, Number(info.money));
    for (const e of money.data) expect(e.amount).toMatch(/^-?\d+\.\d{2}$/);
    const times = money.data.map((e: { createtime: number }) => e.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters the points log by income and expense and pages it', async () => {
    const token = await sessionOf('demo-user');
    const income = (await get('/api/h5.user/score?type=income&limit=100', token)).body.data.list.data;
    const expense = (await get('/api/h5.user/score?type=expense&limit=100', token)).body.data.list.data;
    const all = (await get('/api/h5.user/score?limit=100', token)).body.data.list;
    expect(income.every((e: { amount: string }) => Number(e.amount) > 0)).toBe(true);
    expect(expense.every((e: { amount: string }) => Number(e.amount) < 0)).toBe(true);
    expect(income.length + expense.length).toBe(all.total);
    expect(expense.length).toBeGreaterThan(0);
    const page2 = (await get('/api/h5.user/score?limit=20&page=2', token)).body.data.list;
    expect(page2.data[0].id).toBe(all.data[20].id);
  });

  it('logs a balance change made by another area', async () => {
    const token = await sessionOf('demo-rejected');
    expect(changeBalance(state(), 5, -1, 'x', 1)).toBe('Your balance is insufficient');
    const entry = changeBalance(state(), 5, 2_990, '充值 Recharge', app.mock.store.seconds());
    expect(typeof entry).toBe('object');
    app.mock.store.touch();
    const log = (await get('/api/h5.user/moneyLog', token)).body.data.data;
    expect(log[0]).toMatchObject({ amount: '29.90', before: '0.00', after: '29.90', memo: '充值 Recharge' });
    expect((await get('/api/h5.user/userInfo', token)).body.data.money).toBe('29.90');
  });
});

describe('play history', () => {
  it('moves a replayed goods to the top, one entry per goods, and counts the play', async () => {
    const token = await sessionOf('demo-user');
    const before = (await get('/api/h5.user/historyList?limit=100', token)).body.data;
    expect(before.total).toBe(25);
    const oldest = before.data[before.data.length - 1];
    const plays = state().goods.byId.get(oldest.goods.id)?.play_count ?? 0;
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 5000 } });
    const r = await post('/api/h5.user/history', { goods_id: oldest.goods.id }, token);
    expect(r.body).toMatchObject({ code: 1, data: null });
    const after = (await get('/api/h5.user/historyList?limit=100', token)).body.data;
    expect(after.total).toBe(25);
    expect(after.data[0]).toMatchObject({ id: oldest.id, createtime: app.mock.store.seconds() });
    expect(after.data[0].goods.play_count).toBe(plays + 1);

    const fresh = goodsWhere((g) => !state().library.history.get(1)?.has(g.id));
    await post('/api/h5.user/history', { goods_id: fresh.id }, token);
    expect((await get('/api/h5.user/historyList', token)).body.data.total).toBe(26);
    expect((await post('/api/h5.user/history', { goods_id: 999_999 }, token)).body.msg).toBe('Goods not found');
  });
});

describe('follows', () => {
  it('lists the followed musicians, most recent first, in step with the musician module', async () => {
    const token = await sessionOf('demo-user');
    const list = (await get('/api/h5.user/myFollowApi', token)).body.data;
    expect(list.total).toBe(5);
    expect(list.data.every((w: { is_follow: boolean }) => w.is_follow)).toBe(true);

    const last = list.data[list.data.length - 1];
    const fans = last.fans;
    expect(toggleFollow(state(), 1, last.id)).toBe(false);
    expect(state().writers.follows.has(followKey(1, last.id))).toBe(false);
    expect(toggleFollow(state(), 1, last.id)).toBe(true);
    app.mock.store.touch();
    const after = (await get('/api/h5.user/myFollowApi', token)).body.data;
    expect(after.data[0]).toMatchObject({ id: last.id, fans });

    // A follow written straight into the musician module still shows.
    const other = [...state().writers.byId.values()].find((w) => !state().writers.follows.has(followKey(1, w.id)));
    if (!other) throw new Error('every musician is followed');
    state().writers.follows.add(followKey(1, other.id));
    app.mock.store.touch();
    expect((await get('/api/h5.user/myFollowApi', token)).body.data.total).toBe(6);
  });
});

describe('downloads', () => {
  const url = (id: number) => `/api/h5.downloadurl?id=${id}&type=music&title=${encodeURIComponent('My track')}`;

  it('gives a link to a served file for a free item and logs it', async () => {
    const token = await sessionOf('demo-user');
    const before = (await get('/api/h5.user/download', token)).body.data.total;
    expect(before).toBe(22);
    const free = goodsWhere((g) => g.is_free && g.hasPreview);
    const r = await get(url(free.id), token);
    expect(r.body.code).toBe(1);
    expect(r.body.data).toMatch(
      new RegExp(`^/media/download/${free.id}\\.wav\\?sign=[0-9a-f]{16}&expires=\\d+&filename=My%20track$`),
    );
    const file = await app.inject({ method: 'GET', url: r.body.data });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('audio/wav');
    const log = (await get('/api/h5.user/download', token)).body.data;
    expect(log.total).toBe(before + 1);
    expect(log.data[0]).toMatchObject({ createtime: app.mock.store.seconds(), goods: { id: free.id } });
  });

  it('lets a VIP download VIP-free items and nobody else', async () => {
    const vipFree = goodsWhere((g) => g.vip_free && !hasPurchased(state(), 1, g.id) && !hasPurchased(state(), 2, g.id));
    expect((await get(url(vipFree.id), await sessionOf('demo-vip'))).body.code).toBe(1);
    expect((await get(url(vipFree.id), await sessionOf('demo-user'))).body).toMatchObject({
      code: 0,
      msg: 'You have not purchased this item',
    });
  });

  it('lets a buyer download what they bought', async () => {
    const token = await sessionOf('demo-applicant');
    const paid = goodsWhere(
      (g) => !g.is_free && !g.vip_free && g.goods_type !== 'physical' && !hasPurchased(state(), 4, g.id),
    );
    expect((await get(url(paid.id), token)).body.msg).toBe('You have not purchased this item');
    grantPurchase(state(), 4, paid.id);
    app.mock.store.touch();
    const r = await get(url(paid.id), token);
    expect(r.body.code).toBe(1);
    const served = await app.inject({ method: 'GET', url: r.body.data });
    expect(served.statusCode).toBe(200);
  });

  it('answers the failures', async () => {
    const token = await sessionOf('demo-user');
    expect((await get(url(999_999), token)).body.msg).toBe('Goods not found');
    const shipped = goodsWhere((g) => g.goods_type === 'physical');
    grantPurchase(state(), 1, shipped.id);
    expect((await get(url(shipped.id), token)).body.msg).toBe('No download address, please contact customer service');
    expect((await get('/api/h5.user/download', token)).body.data.total).toBe(22);
  });

  it('seeds downloads only of items the user may download', () => {
    const s = state();
    for (const [userId, refs] of s.library.downloads) {
      const user = s.users.byId.get(userId);
      for (const ref of refs) {
        const g = s.goods.byId.get(ref.goodsId);
        const vip = !!user?.vip;
        expect(g && (g.is_free || hasPurchased(s, userId, g.id) || (g.vip_free && vip))).toBeTruthy();
      }
    }
  });
});

describe('custom genres', () => {
  it('shows and saves the chosen genres', async () => {
    const token = await sessionOf('demo-user');
    const choice = (await get('/api/h5.user/customGenre', token)).body.data;
    expect(choice.max).toBe(10);
    expect(choice.genres.filter((g: { selected: boolean }) => g.selected)).toHaveLength(3);
    const saved = await post('/api/h5.user/customGenre', { genres: ['Tech House', '电音'] }, token);
    expect(saved.body).toMatchObject({ code: 1, msg: 'Saved successfully', data: null });
    const now = (await get('/api/h5.user/customGenre', token)).body.data.genres;
    expect(now.filter((g: { selected: boolean }) => g.selected).map((g: { name: string }) => g.name)).toEqual([
      'Tech House',
      '电音',
    ]);
  });

  it('answers the contract messages', async () => {
    const token = await sessionOf('demo-user');
    expect((await post('/api/h5.user/customGenre', { genres: [] }, token)).body.msg).toBe(
      'Please choose at least one genre',
    );
    const eleven = CATALOGUE_GENRES.slice(0, 11);
    expect((await post('/api/h5.user/customGenre', { genres: eleven }, token)).body.msg).toBe(
      'You can choose at most 10 genres',
    );
    expect((await post('/api/h5.user/customGenre', { genres: ['Polka'] }, token)).body.msg).toBe('Unknown genre');
  });
});

describe('determinism', () => {
  it('answers byte-identical logs after a reset', async () => {
    const read = async () => {
      const token = await sessionOf('demo-vip');
      const bodies = [];
      for (const path of [
        '/api/h5.user/moneyLog?limit=100',
        '/api/h5.user/score?limit=100',
        '/api/h5.user/download?limit=100',
      ]) {
        bodies.push((await app.inject({ method: 'GET', url: path, headers: { token } })).body);
      }
      return bodies;
    };
    const first = await read();
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(await read()).toEqual(first);
  });
});
