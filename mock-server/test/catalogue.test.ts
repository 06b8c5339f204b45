import { describe, expect, it } from 'vitest';
import { t, useMockApp } from './inject-kit.ts';

interface Goods {
  id: number;
  title: string;
  channel: number | null;
  section: string;
  price: string;
  bpm: number | null;
  key: string | null;
  genre: string[];
  vip_free: boolean;
  is_free: boolean;
  score_price: number | null;
  play_count: number;
  sales: number;
  createtime: number;
  writer: { id: number; nickname: string } | null;
}
interface Page<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

useMockApp();

const list = async (url: string, query: Record<string, string | number> = {}) => {
  const r = await t.get<Page<Goods>>(url, { query });
  expect(r.body.code).toBe(1);
  return r.body.data;
};

describe('listings', () => {
  it.each([
    ['/api/h5.index/singleMusic', 59],
    ['/api/h5.index/selectedMusicPack', 3],
    ['/api/h5.index/djSingle', 1],
    ['/api/h5.index/suiteList', 2],
    ['/api/h5.index/albumList', 141],
  ])('%s lists channel %i, 20 a page, newest first', async (url, channel) => {
    const page = await list(url);
    expect(page.data).toHaveLength(20);
    expect(page.data.every((g) => g.channel === channel)).toBe(true);
    const times = page.data.map((g) => g.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.last_page).toBe(Math.ceil(page.total / 20));
  });

  it.each([
    ['/api/h5.index/teaching', 'teaching'],
    ['/api/h5.index/tagList', 'vocal_tag'],
    ['/api/h5.index/soundLight', 'sound_light'],
    ['/api/h5.index/stageNameLogo', 'stage_logo'],
    ['/api/h5.index/software', 'software'],
  ])('%s lists the %s section', async (url, section) => {
    const page = await list(url);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((g) => g.section === section)).toBe(true);
  });

  it('sorts and filters with AND', async () => {
    const hot = await list('/api/h5.index/djSingle', { sort: 'hot', limit: 50 });
    const plays = hot.data.map((g) => g.play_count);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const cheap = await list('/api/h5.index/djSingle', {
      sort: 'price_asc',
      price_max: '19.90',
      bpm_min: 100,
      bpm_max: 140,
    });
    expect(cheap.data.every((g) => Number(g.price) <= 19.9 && (g.bpm ?? 0) >= 100 && (g.bpm ?? 999) <= 140)).toBe(true);
    const free = await list('/api/h5.index/singleMusic', { free: 1 });
    expect(free.total).toBeGreaterThan(0);
    expect(free.data.every((g) => g.is_free && g.price === '0.00')).toBe(true);
  });

  it('searches titles and musician names, case-insensitively, with channel, section and VIP filters', async () => {
    const house = await list('/api/h5.goods/search', { keyword: 'HOUSE', limit: 100 });
    expect(house.total).toBeGreaterThan(0);
    expect(house.data.every((g) => `${g.title} ${g.writer?.nickname ?? ''}`.toLowerCase().includes('house'))).toBe(
      true,
    );
    const vip = await list('/api/h5.goods/search', { vip: 1, section: 'set', limit: 100 });
    expect(vip.data.every((g) => g.vip_free && g.section === 'set')).toBe(true);
  });

  it('answers an empty page past the last one, and refuses contradictory ranges naming the field', async () => {
    const past = await list('/api/h5.index/albumList', { page: 999 });
    expect(past.data).toEqual([]);
    const r = await t.get('/api/h5.index/djSingle', { query: { bpm_min: 150, bpm_max: 100 } });
    expect(r.body).toMatchObject({ code: 0, msg: 'Invalid parameters: bpm_min is above bpm_max' });
  });

  it('lists VIP-free, free, discounted, points-payable goods and a musician’s tracks', async () => {
    expect((await list('/api/h5.index/vipList')).data.every((g) => g.vip_free)).toBe(true);
    expect((await list('/api/h5.index/welfare')).data.every((g) => g.is_free)).toBe(true);
    expect((await list('/api/h5.index/welfare', { tab: 'discount' })).total).toBeGreaterThan(0);
    expect((await list('/api/h5.index/unlockMusic')).data.every((g) => g.score_price !== null)).toBe(true);
    const tracks = await list('/api/h5.index/singerTracks', { writer_id: 2 });
    expect(tracks.data.every((g) => g.writer?.id === 2)).toBe(true);
    const unknown = await t.get('/api/h5.index/singerTracks', { query: { writer_id: 99999 } });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'The musician does not exist' });
  });

  it('describes the filter panel', async () => {
    const r = await t.get<{ channels: { channel: number }[]; sections: unknown[]; genres: string[] }>(
      '/api/h5.goods/filters',
    );
    expect(r.body.data.channels.map((c) => c.channel)).toEqual([59, 3, 1, 2, 141]);
    expect(r.body.data.sections).toHaveLength(12);
    expect(r.body.data.genres.length).toBeGreaterThan(5);
  });
});

describe('detail pages', () => {
  it('opens music and albums by type, counts the visit, and refuses a mismatched type', async () => {
    const first = await t.get<Goods & { tracks: Goods[]; related: Goods[]; can_download: boolean }>(
      '/api/h5.goods/detail',
      {
        query: { id: 1, type: 'music' },
      },
    );
    expect(first.body.data.tracks).toEqual([]);
    expect(first.body.data.related.length).toBeLessThanOrEqual(6);
    const second = await t.get<Goods>('/api/h5.goods/detail', { query: { id: 1, type: 'music' } });
    expect(second.body.data.play_count).toBe(first.body.data.play_count + 1);
    const wrong = await t.get('/api/h5.goods/detail', { query: { id: 1, type: 'special' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The goods do not exist or have been removed' });
    const album = (await list('/api/h5.index/albumList')).data[0];
    const special = await t.get<{ tracks: Goods[] }>('/api/h5.goods/detail', {
      query: { id: album?.id ?? 0, type: 'special' },
    });
    expect(special.body.data.tracks.length).toBeGreaterThan(0);
  });

  it('lets a VIP download VIP-free goods, but not a visitor', async () => {
    const vipFree = (await list('/api/h5.index/vipList', { limit: 100 })).data.find(
      (g) => !g.is_free && g.section === 'dj_single',
    );
    const query = { id: vipFree?.id ?? 0, type: 'music' };
    const visitor = await t.get<{ can_download: boolean; bought: boolean }>('/api/h5.goods/detail', { query });
    expect(visitor.body.data).toMatchObject({ can_download: false, bought: false });
    const vip = await t.get<{ can_download: boolean }>('/api/h5.goods/detail', {
      query,
      token: await t.login('demo-vip'),
    });
    expect(vip.body.data.can_download).toBe(true);
  });

  it('opens video and physical goods only for their sections', async () => {
    const course = (await list('/api/h5.index/teaching')).data[0];
    const video = await t.get<{ episodes: unknown[]; video_url: string | null }>('/api/h5.goods/videoDetail', {
      query: { id: course?.id ?? 0 },
    });
    expect(video.body.data.episodes.length).toBeGreaterThan(0);
    const gear = (await list('/api/h5.index/soundLight')).data[0];
    const object = await t.get<{ stock: number; specs: unknown[] }>('/api/h5.goods/objectDetail', {
      query: { id: gear?.id ?? 0 },
    });
    expect(object.body.data.specs.length).toBeGreaterThan(0);
    expect((await t.get('/api/h5.goods/objectDetail', { query: { id: 1 } })).body.code).toBe(0);
    expect((await t.get('/api/h5.goods/videoDetail', { query: { id: 1 } })).body.code).toBe(0);
  });
});
