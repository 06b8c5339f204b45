// What each user keeps: collections, play history, downloads, follows of musicians, purchased goods
// (download rights), chosen genres and the points and balance logs. Keyed by user id.
import { GROUP_REFUND_MEMO, RECHARGE_MEMO, SIGN_UP_BONUS_MEMO } from '../ids.ts';
import { GENRES } from '../words.ts';
import type { GoodsRecord } from './goods.ts';
import { isVip, type UserRecord } from './users.ts';

/** One line of a points or balance log; amounts are points, or cents for the balance. */
export interface LedgerRecord {
  id: number;
  amount: number;
  before: number;
  after: number;
  memo: string;
  createtime: number;
}

export interface GoodsRef {
  id: number;
  goodsId: number;
  createtime: number;
}

export interface LibraryState {
  /** userId → goodsId → when collected; Map order is collect order (oldest first). */
  collections: Map<number, Map<number, number>>;
  /** userId → goodsId → the entry of its last play; Map order is play order (oldest first). */
  history: Map<number, Map<number, GoodsRef>>;
  /** userId → downloads, oldest first; one entry per successful download-URL call. */
  downloads: Map<number, GoodsRef[]>;
  /** userId → followed writer ids; Set order is follow order (oldest first). Mirrors writers.follows. */
  follows: Map<number, Set<number>>;
  /** userId → goods ids they bought (a paid or completed order): the download right. */
  purchased: Map<number, Set<number>>;
  /** userId → chosen catalogue genres. */
  genres: Map<number, string[]>;
  /** userId → points log, oldest first. */
  scoreLog: Map<number, LedgerRecord[]>;
  /** userId → balance log in cents, oldest first. */
  moneyLog: Map<number, LedgerRecord[]>;
  nextScoreLogId: number;
  nextMoneyLogId: number;
  nextHistoryId: number;
  nextDownloadId: number;
}

/** What this module's reads and writes take: the whole state, or anything holding the library. */
type WithLibrary = { library: LibraryState };

export const MAX_GENRES = 10;
export const CATALOGUE_GENRES: readonly string[] = GENRES;

export const isCollected = (state: WithLibrary, userId: number, goodsId: number): boolean =>
  state.library.collections.get(userId)?.has(goodsId) ?? false;

export const isFollowing = (state: WithLibrary, userId: number, writerId: number): boolean =>
  state.library.follows.get(userId)?.has(writerId) ?? false;

export const hasPurchased = (state: WithLibrary, userId: number, goodsId: number): boolean =>
  state.library.purchased.get(userId)?.has(goodsId) ?? false;

/** The download right of the contract's getDownloadUrl: bought, VIP-free with an active card, or free. */
export const mayDownload = (state: WithLibrary, user: UserRecord, goods: GoodsRecord, nowSec: number): boolean =>
  goods.is_free || hasPurchased(state, user.id, goods.id) || (goods.vip_free && isVip(user, nowSec));

/** Physical goods are shipped, not downloaded. */
export const hasDownloadAddress = (goods: GoodsRecord): boolean => goods.goods_type !== 'physical';

// ---------------------------------------------------------------- writes

/** Gives a user the download right of a goods item (a paid or completed order holds it). */
export function grantPurchase(state: WithLibrary, userId: number, goodsId: number): void {
  const set = state.library.purchased.get(userId) ?? new Set<number>();
  set.add(goodsId);
  state.library.purchased.set(userId, set);
}

/** Takes the right back (a refunded order). */
export function revokePurchase(state: WithLibrary, userId: number, goodsId: number): void {
  state.library.purchased.get(userId)?.delete(goodsId);
}

/** Adds to or removes from the collection; answers the new state. */
export function toggleCollection(state: WithLibrary, userId: number, goodsId: number, nowSec: number): boolean {
  const map = state.library.collections.get(userId) ?? new Map<number, number>();
  state.library.collections.set(userId, map);
  if (map.delete(goodsId)) return false;
  map.set(goodsId, nowSec);
  return true;
}

/** Moves the goods to the top of the recently-played list. */
export function recordHistory(state: WithLibrary, userId: number, goodsId: number, nowSec: number): void {
  const map = state.library.history.get(userId) ?? new Map<number, GoodsRef>();
  state.library.history.set(userId, map);
  const previous = map.get(goodsId);
  map.delete(goodsId);
  map.set(goodsId, { id: previous?.id ?? state.library.nextHistoryId++, goodsId, createtime: nowSec });
}

export function recordDownload(state: WithLibrary, userId: number, goodsId: number, nowSec: number): GoodsRef {
  const list = state.library.downloads.get(userId) ?? [];
  state.library.downloads.set(userId, list);
  const entry = { id: state.library.nextDownloadId++, goodsId, createtime: nowSec };
  list.push(entry);
  return entry;
}

export function saveGenres(state: WithLibrary, userId: number, genres: string[]): void {
  state.library.genres.set(userId, [...genres]);
}

/** Sets a user's follow of a musician in the user's list (the writers module keeps the fan relation). */
export function setFollow(state: WithLibrary, userId: number, writerId: number, on: boolean): void {
  const set = state.library.follows.get(userId) ?? new Set<number>();
  state.library.follows.set(userId, set);
  if (on) set.add(writerId);
  else set.delete(writerId);
}

type LogName = 'scoreLog' | 'moneyLog';

export const nextLogId = (state: WithLibrary, log: LogName): number =>
  log === 'scoreLog' ? state.library.nextScoreLogId++ : state.library.nextMoneyLogId++;

/** Sets a user's whole log (the seed builds each log at once). */
export function setLog(state: WithLibrary, log: LogName, userId: number, lines: LedgerRecord[]): void {
  state.library[log].set(userId, lines);
}

/** Appends a line to a user's points or balance log. */
export function appendLedger(
  state: WithLibrary,
  log: LogName,
  userId: number,
  line: Omit<LedgerRecord, 'id'>,
): LedgerRecord {
  const entry = { id: nextLogId(state, log), ...line };
  const lines = state.library[log].get(userId) ?? [];
  lines.push(entry);
  state.library[log].set(userId, lines);
  return entry;
}

// Log lines written the same by the operations and the seed (kept in ids.ts, which imports nothing).
export { GROUP_REFUND_MEMO, RECHARGE_MEMO, SIGN_UP_BONUS_MEMO };
