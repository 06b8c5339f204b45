import type { components } from '@djshop/api';
import { describe, expect, it } from 'vitest';
import { camelotCode } from '@/lib/camelot';
import { musicGoods } from '@/test/goods';
import { mixesWith, signedPercent } from './mixes';

type Goods = components['schemas']['Goods'];

const goods = musicGoods;

const ids = (mixes: { goods: Goods }[]) => mixes.map((mix) => mix.goods.id);

describe('mixesWith', () => {
  const track = goods(1, 128, '8A');
  const candidates = [
    goods(2, 128, 'Am'), // same key, no change
    goods(3, 130, '9A'), // one step, -1.5 %
    goods(4, 64, 'C'), // relative, double time
    goods(5, 128, '11A'), // clash
    goods(6, 140, '8A'), // out of reach
    goods(7, 122, 'Am'), // sped up a semitone: 3A, key lock only
    goods(8, 128, null),
    goods(9, 128, '8A', { preview_url: null }),
    goods(1, 128, '8A'),
    goods(2, 128, 'Am'),
    goods(10, 122, '1A'), // sped up a semitone: 8A, only without key lock
  ];

  it('with key lock: written keys that fit, best relation first, then the smallest change', () => {
    const found = mixesWith(track, candidates, { tolerance: 0.06, keyLock: true, limit: 10 });
    expect(ids(found)).toEqual([2, 4, 3, 7]);
    expect(found.map((mix) => mix.match.relation)).toEqual(['same', 'relative', 'adjacent', 'keyLockOnly']);
  });

  it('without key lock: the keys they sound in once matched', () => {
    const found = mixesWith(track, candidates, { tolerance: 0.06, keyLock: false, limit: 10 });
    expect(ids(found)).toEqual([2, 10, 4, 3]);
    expect(found[1] && camelotCode(found[1].match.soundsIn)).toBe('8A');
  });

  it('stops at the limit and answers nothing for a track without key or tempo', () => {
    const many = Array.from({ length: 20 }, (_, index) => goods(index + 10, 128, '8B'));
    expect(mixesWith(track, many, { tolerance: 0.06, keyLock: true, limit: 3 })).toHaveLength(3);
    expect(mixesWith(goods(1, null, '8A'), many, { tolerance: 0.06, keyLock: true, limit: 3 })).toEqual([]);
    expect(mixesWith(goods(1, 128, null), many, { tolerance: 0.06, keyLock: true, limit: 3 })).toEqual([]);
  });
});

describe('signedPercent', () => {
  it('signs the change with one decimal', () => {
    expect(signedPercent(0.0242)).toBe('+2.4');
    expect(signedPercent(-0.0078)).toBe('\u22120.8');
    expect(signedPercent(0)).toBe('0.0');
    expect(signedPercent(-0.0004)).toBe('0.0');
  });
});
