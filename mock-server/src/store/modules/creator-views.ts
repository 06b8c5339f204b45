// Lookups shared by the musician, circle and brand handlers: orders, a musician's works and fan counts.
import type { State } from '../state.ts';
import type { GoodsRecord } from './goods.ts';

export const newestFirst = <T extends { createtime: number; id: number }>(a: T, b: T): number =>
  b.createtime - a.createtime || b.id - a.id;

/** A musician's published works, newest first. */
export const worksOf = (state: State, writerId: number): GoodsRecord[] =>
  [...(state.goods.byWriter.get(writerId) ?? [])].sort(newestFirst);

/** Published single tracks: what an album may collect. */
export const songsOf = (state: State, writerId: number): GoodsRecord[] =>
  worksOf(state, writerId).filter((g) => g.goods_type === 'music');

/** Followers of every musician in one pass over the follow relations (the directory sorts by it). */
export function fanCounts(state: State): Map<number, number> {
  const counts = new Map<number, number>();
  for (const w of state.writers.byId.values()) counts.set(w.id, w.baseFans);
  for (const key of state.writers.follows) {
    const writerId = Number(key.slice(key.indexOf(':') + 1));
    counts.set(writerId, (counts.get(writerId) ?? 0) + 1);
  }
  return counts;
}
