import type { components } from '@djshop/api';

type Goods = components['schemas']['Goods'];

/** A music goods item as the provider lists it, with its tempo and key: what the tempo-matching tests vary. */
export const musicGoods = (id: number, bpm: number | null, key: string | null, extra: Partial<Goods> = {}): Goods => ({
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
  preview_url: `/media/preview/${id}.wav`,
  preview_start: 0,
  createtime: 0,
  ...extra,
});
