// What each user keeps: collections, play history, downloads, follows of musicians, purchased goods
// (download rights), chosen genres and the points and balance logs. Keyed by user id.
import { GROUP_REFUND_MEMO, RECHARGE_MEMO, SIGN_UP_BONUS_MEMO } from '../ids.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';
import { GENRES } from '../words.ts';
import type { GoodsRecord, GoodsState } from './goods.ts';
import type { UsersState } from './users.ts';
import { isVip, type UserRecord } from './users.ts';
import type { WritersState } from './writers.ts';

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

// ---------------------------------------------------------------- seed

// Log lines written the same by the operations and the seed (kept in ids.ts, which imports nothing).
export { GROUP_REFUND_MEMO, RECHARGE_MEMO, SIGN_UP_BONUS_MEMO };

export interface PlannedEntry {
  amount: number;
  memo: string;
  createtime: number;
  /** Income that may be reduced (or dropped) so the log never goes below zero: a check-in, a recharge. */
  flexible: boolean;
}

/**
 * Turns planned changes (any order) into a log ending at `final` and never negative: walking back from the
 * newest, an income larger than what was there is reduced or dropped when flexible; when it is not (a
 * refund an order stands for), `final` is raised until it fits, and the answer says by how much in
 * `final`. An opening entry covers whatever is left before the oldest. Seed data only.
 */
export function buildLedger(
  planned: PlannedEntry[],
  final: number,
  opening: { memo: string; createtime: number },
  nextId: () => number,
): { entries: LedgerRecord[]; final: number } {
  const newestFirst = [...planned].sort((a, b) => b.createtime - a.createtime);
  for (let end = final; ; ) {
    const kept: Omit<LedgerRecord, 'id'>[] = [];
    let current = end;
    let deficit = 0;
    for (const p of newestFirst) {
      let amount = p.amount;
      if (amount > 0 && amount > current) {
        if (!p.flexible) {
          deficit = amount - current;
          break;
        }
        if (current === 0) continue;
        amount = current;
      }
      kept.push({ amount, before: current - amount, after: current, memo: p.memo, createtime: p.createtime });
      current -= amount;
    }
    if (deficit > 0) {
      end += deficit;
      continue;
    }
    if (current > 0) {
      const oldest = kept[kept.length - 1]?.createtime ?? opening.createtime + 1;
      kept.push({
        amount: current,
        before: 0,
        after: current,
        memo: opening.memo,
        createtime: Math.min(opening.createtime, oldest - 1),
      });
    }
    return { entries: kept.reverse().map((e) => ({ id: nextId(), ...e })), final: end };
  }
}

export function seedLibrary(
  ctx: SeedContext<{ users: UsersState; goods: GoodsState; writers: WritersState }>,
): LibraryState {
  const { en } = ctx;
  const { users, goods, writers } = ctx.state;
  const state: LibraryState = {
    collections: new Map(),
    history: new Map(),
    downloads: new Map(),
    follows: new Map(),
    purchased: new Map(),
    genres: new Map(),
    scoreLog: new Map(),
    moneyLog: new Map(),
    nextScoreLogId: 1,
    nextMoneyLogId: 1,
    nextHistoryId: 1,
    nextDownloadId: 1,
  };
  const scoreId = () => state.nextScoreLogId++;
  const moneyId = () => state.nextMoneyLogId++;

  // The musician area's follow relations are the truth for fan counts; the user's list starts from them.
  for (const key of writers.follows) {
    const [userId, writerId] = key.split(':').map(Number);
    if (userId === undefined || writerId === undefined) continue;
    const set = state.follows.get(userId) ?? new Set<number>();
    set.add(writerId);
    state.follows.set(userId, set);
  }

  const onSale = goods.list.filter((g) => !g.presale);
  const audio = onSale.filter((g) => g.hasPreview);
  const paidAudio = audio.filter((g) => !g.is_free && !g.vip_free);
  const paidOther = onSale.filter((g) => !g.hasPreview && !g.is_free && g.goods_type !== 'physical');
  const free = onSale.filter((g) => g.is_free);
  const vipFree = onSale.filter((g) => g.vip_free);

  const ascendingTimes = (count: number, maxDays: number): number[] =>
    Array.from({ length: count }, () => ctx.nowSec - en.number.int({ min: 300, max: maxDays * DAY_SEC })).sort(
      (a, b) => a - b,
    );

  for (const user of users.byId.values()) {
    const demoIndex = user.username.startsWith('demo-') ? user.id : 0;
    if (!demoIndex) {
      // Ordinary users: logs that explain their balance and points, nothing else.
      if (user.moneyCents > 0) {
        state.moneyLog.set(
          user.id,
          buildLedger([], user.moneyCents, { memo: RECHARGE_MEMO, createtime: user.createtime + DAY_SEC }, moneyId)
            .entries,
        );
      }
      if (user.score > 0) {
        state.scoreLog.set(
          user.id,
          buildLedger([], user.score, { memo: SIGN_UP_BONUS_MEMO, createtime: user.createtime }, scoreId).entries,
        );
      }
      continue;
    }
    // demo-user (id 1) gets more than a page of everything, so paging shows in the app.
    const rich = user.id === 1;
    const vip = isVip(user, ctx.nowSec);

    // Purchases: tracks and one non-audio item; the orders module seeds the order of each, and the balance
    // and points logs from the orders.
    const bought = [
      ...en.helpers.arrayElements(paidAudio, rich ? 9 : en.number.int({ min: 3, max: 5 })),
      ...en.helpers.arrayElements(paidOther, 1),
    ];
    state.purchased.set(user.id, new Set(bought.map((g) => g.id)));

    // Collections, oldest first.
    const collected = en.helpers.arrayElements(onSale, rich ? 25 : en.number.int({ min: 4, max: 8 }));
    const collectTimes = ascendingTimes(collected.length, 200);
    state.collections.set(user.id, new Map(collected.map((g, i) => [g.id, collectTimes[i] ?? ctx.nowSec])));

    // Play history: one entry per goods, oldest first.
    const played = en.helpers.arrayElements(audio, rich ? 25 : en.number.int({ min: 5, max: 10 }));
    const playTimes = ascendingTimes(played.length, 30);
    state.history.set(
      user.id,
      new Map(
        played.map((g, i) => [
          g.id,
          { id: state.nextHistoryId++, goodsId: g.id, createtime: playTimes[i] ?? ctx.nowSec },
        ]),
      ),
    );

    // Downloads: only what the user may download; an item may be downloaded more than once.
    const downloadable = [
      ...bought.filter((g) => g.goods_type !== 'physical'),
      ...en.helpers.arrayElements(free, 3),
      ...(vip ? en.helpers.arrayElements(vipFree, 5) : []),
    ];
    const downloadCount = rich ? 22 : en.number.int({ min: 3, max: 6 });
    const downloadTimes = ascendingTimes(downloadCount, 100);
    state.downloads.set(
      user.id,
      downloadTimes.map((createtime) => ({
        id: state.nextDownloadId++,
        goodsId: en.helpers.arrayElement(downloadable).id,
        createtime,
      })),
    );

    state.genres.set(user.id, en.helpers.arrayElements([...GENRES], rich ? 3 : en.number.int({ min: 1, max: 3 })));
  }
  return state;
}
