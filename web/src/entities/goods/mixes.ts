import type { components } from '@djshop/api';
import { type HarmonicMatch, harmonicMatch, matchWorks } from '@/lib/camelot';

type Goods = components['schemas']['Goods'];

/** A track that mixes with another, and how: the tempo change to apply and the key relation after it. */
export interface Mix {
  readonly goods: Goods;
  readonly match: HarmonicMatch;
}

export interface MixRule {
  /** How far the tempos may be apart, as a fraction (half and double time count). */
  readonly tolerance: number;
  /** The user's deck habit: with key lock a candidate keeps its written key at any tempo. */
  readonly keyLock: boolean;
  readonly limit: number;
}

/**
 * The tracks of `candidates` that mix with `track` once their tempo is matched to it (see `harmonicMatch` and
 * `matchWorks`), each once, the track itself and tracks without a preview left out, best first by `mixScore`
 * (ties keep the candidates' order), at most `limit`.
 */
export function mixesWith(
  track: Pick<Goods, 'id' | 'bpm' | 'key'>,
  candidates: readonly Goods[],
  rule: MixRule,
): Mix[] {
  if (!track.bpm || !track.key) return [];
  const seen = new Set<number>([track.id]);
  const found: Mix[] = [];
  for (const goods of candidates) {
    if (seen.has(goods.id) || !goods.preview_url) continue;
    const match = harmonicMatch(track, goods, rule.tolerance);
    if (!match || !matchWorks(match, rule.keyLock)) continue;
    seen.add(goods.id);
    found.push({ goods, match });
  }
  // Array.prototype.sort is stable, so equal scores keep the catalogue's order (most played first).
  return found.sort((a, b) => a.match.score - b.match.score).slice(0, rule.limit);
}

/** A tempo change as a signed percentage with one decimal ("+2.4", "−0.8"; the typographic minus). */
export function signedPercent(change: number): string {
  const value = Math.abs(change * 100).toFixed(1);
  if (value === '0.0') return '0.0';
  return `${change > 0 ? '+' : '\u2212'}${value}`;
}
