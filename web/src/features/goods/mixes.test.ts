import type { components } from '@djshop/api';
import { describe, expect, it } from 'vitest';
import { mixesWith } from './mixes';

type Goods = components['schemas']['Goods'];

const goods = (id: number, bpm: number | null, key: string | null, preview = true): Goods => ({
  id,
  title: `Track ${id}`,
  image: '/media/cover/1.svg',
  goods_type: 'music',
  section: 'dj_single',
  channel: 1,
  price: '9.90',
  score_price: null,
  vip_free: false,
  is_free: false,
  genre: ['House'],
  bpm,
  key,
  duration: 300,
  play_count: 0,
  sales: 0,
  writer: null,
  preview_url: preview ? `/media/preview/${id}.wav` : null,
  preview_start: 0,
  createtime: 0,
});

describe('mixesWith', () => {
  const track = goods(1, 128, '8A');

  it('keeps compatible keys in either notation within the tempo window, half and double time included', () => {
    const candidates = [
      goods(2, 128, 'Am'),
      goods(3, 130, '9A'),
      goods(4, 64, 'C'),
      goods(5, 128, '10A'),
      goods(6, 140, '8A'),
      goods(7, 126, 'Em'),
      goods(8, 128, null),
      goods(9, 128, '8A', false),
      goods(1, 128, '8A'),
      goods(2, 128, 'Am'),
    ];
    expect(mixesWith(track, candidates, 0.06, 10).map((item) => item.id)).toEqual([2, 3, 4, 7]);
  });

  it('stops at the limit and answers nothing for a track without key or tempo', () => {
    const many = Array.from({ length: 20 }, (_, index) => goods(index + 10, 128, '8B'));
    expect(mixesWith(track, many, 0.06, 3)).toHaveLength(3);
    expect(mixesWith(goods(1, null, '8A'), many, 0.06, 3)).toEqual([]);
    expect(mixesWith(goods(1, 128, null), many, 0.06, 3)).toEqual([]);
  });
});
