import type { components } from '@djshop/api';
import { keysMix, tempoMixes } from '@/lib/camelot';

type Goods = components['schemas']['Goods'];

/**
 * The tracks of `candidates` that mix well with `track`: a harmonically compatible key (Camelot wheel) and a
 * tempo within `tolerance`, half and double time included. Each track once, the track itself left out, in
 * the candidates' order, at most `limit`.
 */
export function mixesWith(
  track: Pick<Goods, 'id' | 'bpm' | 'key'>,
  candidates: readonly Goods[],
  tolerance: number,
  limit: number,
): Goods[] {
  const { bpm, key } = track;
  if (!bpm || !key) return [];
  const seen = new Set<number>([track.id]);
  const found: Goods[] = [];
  for (const other of candidates) {
    if (found.length >= limit) break;
    if (seen.has(other.id) || !other.preview_url || !other.bpm) continue;
    if (!keysMix(key, other.key) || !tempoMixes(bpm, other.bpm, tolerance)) continue;
    seen.add(other.id);
    found.push(other);
  }
  return found;
}
