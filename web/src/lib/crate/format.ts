import type { components } from '@djshop/api';
import type { Track } from '@/lib/player/track';

type Goods = components['schemas']['Goods'];

// The crate as stored on the device. Each format has a version; an older one is migrated when read, a value
// that cannot be read whole keeps what it can, and nothing readable is dropped silently.

/** A track in the crate: what the player needs, what the harmony check weighs, and when it was added. */
export interface CrateItem extends Track {
  readonly key: string | null;
  readonly bpm: number | null;
  readonly vipFree: boolean;
  readonly isFree: boolean;
  /** ms since epoch. */
  readonly addedAt: number;
}

export const CRATE_FORMAT_VERSION = 2;

/** The current format. */
export interface StoredCrateV2 {
  readonly version: 2;
  readonly items: readonly CrateItem[];
}

/** The first format: the player's tracks as they were, before the crate weighed keys, tempos and prices. */
export interface StoredCrateV1 {
  readonly version: 1;
  readonly tracks: readonly {
    id: number;
    title: string;
    artist: string;
    cover: string;
    src: string;
    startAt: number;
    goodsType: Goods['goods_type'];
    section: Goods['section'];
  }[];
}

export type CrateProblem =
  /** Not JSON, or not a crate at all: nothing could be read. */
  | 'corrupt'
  /** Written by a newer version of the app: what this one understands was kept. */
  | 'newer'
  /** Some tracks could not be read and were left out. */
  | 'partial';

export interface ReadCrate {
  readonly items: CrateItem[];
  readonly problem: CrateProblem | null;
  /** Tracks that could not be read. */
  readonly dropped: number;
  /** Whether the stored value was an older format, migrated. */
  readonly migrated: boolean;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): value is string => typeof value === 'string';
const nullableText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const positiveNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** A stored track, or null when it lacks what the player needs to play it. */
function itemOf(value: unknown, defaults: Partial<CrateItem> = {}): CrateItem | null {
  if (!isObject(value)) return null;
  const { id, title, artist, cover, src, startAt, goodsType, section } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!text(title) || !text(src) || !src || !text(goodsType) || !text(section)) return null;
  return {
    id,
    title,
    artist: text(artist) ? artist : '',
    cover: text(cover) ? cover : '',
    src,
    startAt: positiveNumber(startAt) ?? 0,
    goodsType: goodsType as Goods['goods_type'],
    section: section as Goods['section'],
    key: nullableText(value.key) ?? defaults.key ?? null,
    bpm: positiveNumber(value.bpm) ?? defaults.bpm ?? null,
    vipFree: value.vipFree === true,
    isFree: value.isFree === true,
    addedAt: positiveNumber(value.addedAt) ?? defaults.addedAt ?? 0,
  };
}

function readItems(list: unknown): { items: CrateItem[]; dropped: number } {
  if (!Array.isArray(list)) return { items: [], dropped: 0 };
  const items: CrateItem[] = [];
  const seen = new Set<number>();
  let dropped = 0;
  for (const value of list) {
    const item = itemOf(value);
    if (!item || seen.has(item.id)) {
      dropped++;
      continue;
    }
    seen.add(item.id);
    items.push(item);
  }
  return { items, dropped };
}

/** The crate in a stored value (null: nothing stored), whatever format wrote it. */
export function readStoredCrate(raw: string | null): ReadCrate {
  if (raw === null) return { items: [], problem: null, dropped: 0, migrated: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], problem: 'corrupt', dropped: 0, migrated: false };
  }
  if (!isObject(value) || typeof value.version !== 'number') {
    return { items: [], problem: 'corrupt', dropped: 0, migrated: false };
  }
  if (value.version === 1) {
    // v1 → v2: the tracks keep their order; key and tempo stay unknown until the track is added again.
    const { items, dropped } = readItems(value.tracks);
    return { items, problem: dropped > 0 ? 'partial' : null, dropped, migrated: true };
  }
  if (value.version === CRATE_FORMAT_VERSION) {
    const { items, dropped } = readItems(value.items);
    if (!Array.isArray(value.items)) return { items, problem: 'corrupt', dropped, migrated: false };
    return { items, problem: dropped > 0 ? 'partial' : null, dropped, migrated: false };
  }
  if (value.version > CRATE_FORMAT_VERSION) {
    // A newer app wrote it (and this one came back, say after a rollback): keep what reads as a track.
    const { items, dropped } = readItems(value.items);
    return { items, problem: 'newer', dropped, migrated: false };
  }
  return { items: [], problem: 'corrupt', dropped: 0, migrated: false };
}

export function writeStoredCrate(items: readonly CrateItem[]): string {
  const stored: StoredCrateV2 = { version: CRATE_FORMAT_VERSION, items };
  return JSON.stringify(stored);
}

/** The crate item of a playable track, added at `addedAt`. */
export function crateItemOf(track: Track, addedAt: number): CrateItem {
  return {
    ...track,
    key: track.key ?? null,
    bpm: track.bpm ?? null,
    vipFree: track.vipFree ?? false,
    isFree: track.isFree ?? false,
    addedAt,
  };
}
