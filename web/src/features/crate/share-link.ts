import { CRATE_MAX_TRACKS } from '@/config/constants';
import type { DetailKind } from '@/entities/goods/getGoodsDetail';
import type { Track } from '@/lib/player';
import { routeUrl } from '@/lib/routes';

// A shared crate travels as its tracks' ids in the link (music plain, specials with an `s`): the receiver's
// app asks the provider for each, so nothing but numbers is taken from the link.

export interface SharedRef {
  readonly id: number;
  readonly kind: DetailKind;
}

const REF = /^(s?)([1-9]\d{0,9})$/;

export function detailKindOf(track: Pick<Track, 'goodsType'>): DetailKind {
  return track.goodsType === 'music' ? 'music' : 'special';
}

export function encodeCrate(tracks: readonly Pick<Track, 'id' | 'goodsType'>[]): string {
  return tracks.map((track) => `${detailKindOf(track) === 'music' ? '' : 's'}${track.id}`).join('.');
}

/** The tracks a link names, each once, at most `CRATE_MAX_TRACKS`; what is not an id is left out. */
export function decodeCrate(text: string | null): SharedRef[] {
  const refs: SharedRef[] = [];
  const seen = new Set<number>();
  for (const part of (text ?? '').split('.')) {
    const match = REF.exec(part.trim());
    if (!match) continue;
    const id = Number(match[2]);
    if (!Number.isSafeInteger(id) || seen.has(id)) continue;
    seen.add(id);
    refs.push({ id, kind: match[1] ? 'special' : 'music' });
    if (refs.length >= CRATE_MAX_TRACKS) break;
  }
  return refs;
}

/** The shared copy's route (path and query) for `tracks`. */
export function sharedCrateRoute(tracks: readonly Pick<Track, 'id' | 'goodsType'>[]): string {
  return routeUrl('crateShared', { ids: encodeCrate(tracks) });
}
