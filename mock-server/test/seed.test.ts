import { describe, expect, it } from 'vitest';
import { Clock } from '../src/clock.ts';
import { FROZEN_EPOCH_MS } from '../src/config.ts';
import { Store } from '../src/store/index.ts';
import { SECTION_PLAN } from '../src/store/modules/goods.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/store/modules/users.ts';

const store = new Store(20261121, new Clock(FROZEN_EPOCH_MS, true));
const { goods, writers, users, comments, home } = store.state;

describe('seeded catalogue', () => {
  it('has at least 500 goods across the five channels and every catalogue page', () => {
    expect(goods.list.length).toBeGreaterThanOrEqual(500);
    for (const channel of [59, 3, 1, 2, 141]) expect(goods.list.some((g) => g.channel === channel)).toBe(true);
    for (const { section } of SECTION_PLAN) expect(goods.bySection.get(section)?.length).toBeGreaterThan(0);
  });

  it('has genres, BPM, keys, prices, covers, previews, VIP-only and free items, and counts over 10,000', () => {
    const music = goods.list.filter((g) => g.goods_type === 'music');
    expect(music.every((g) => g.genre.length > 0 && g.bpm !== null && g.key !== null && g.hasPreview)).toBe(true);
    expect(goods.list.some((g) => g.vip_free)).toBe(true);
    expect(goods.list.some((g) => g.is_free && g.priceCents === 0)).toBe(true);
    expect(goods.list.filter((g) => g.play_count > 10_000).length).toBeGreaterThan(10);
    expect(goods.list.filter((g) => g.sales > 10_000).length).toBeGreaterThan(10);
    expect(goods.list.every((g) => g.image.endsWith('.svg'))).toBe(true);
    expect(goods.list.some((g) => /[\u4e00-\u9fff]/.test(g.title) && /[A-Za-z]/.test(g.title))).toBe(true);
  });

  it('has at least 50 musicians, comments with replies, banners, notices and popups', () => {
    expect(writers.byId.size).toBeGreaterThanOrEqual(50);
    expect(comments.byId.size).toBeGreaterThan(100);
    expect([...comments.byId.values()].some((c) => c.replies.length > 0)).toBe(true);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.notices.length).toBeGreaterThan(0);
    expect(new Set(home.popups.map((p) => String(p.popradio)))).toEqual(new Set(['first', '0', '3']));
  });
});

describe('demo accounts', () => {
  it('exist with the demo password and their roles', () => {
    for (const name of DEMO_ACCOUNTS) expect(users.byUsername.get(name)?.password).toBe(DEMO_PASSWORD);
    const by = (name: string) => users.byUsername.get(name);
    expect(by('demo-vip')?.vip?.type).toBe('year');
    expect(by('demo-musician')?.writer_status).toBe('approved');
    expect(writers.byUserId.has(by('demo-musician')?.id ?? 0)).toBe(true);
    expect(by('demo-applicant')?.writer_status).toBe('reviewing');
    expect(by('demo-rejected')?.writer_status).toBe('rejected');
    expect(by('demo-brand')?.brand_id).not.toBeNull();
  });
});

describe('determinism', () => {
  it('seeds the same state from the same seed, and reset restores it', () => {
    const a = new Store(5, new Clock(FROZEN_EPOCH_MS, true));
    const b = new Store(5, new Clock(FROZEN_EPOCH_MS, true));
    const titles = (s: Store) => s.state.goods.list.map((g) => `${g.title}|${g.priceCents}|${g.play_count}`).join();
    expect(titles(a)).toBe(titles(b));
    const first = a.state.goods.list[0];
    if (first) first.title = 'changed';
    a.reset();
    expect(titles(a)).toBe(titles(b));
  });
});
