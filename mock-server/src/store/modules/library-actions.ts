// State changes of the user's library, shared by the user handlers, other areas' handlers (musician follow,
// commerce purchases and payments) and the control API.
import type { State } from '../state.ts';
import type { GoodsRef, LedgerRecord } from './library.ts';
import type { UserRecord } from './users.ts';
import { followKey } from './writers.ts';

export const BALANCE_INSUFFICIENT_MSG = 'Your balance is insufficient';
export const SCORE_INSUFFICIENT_MSG = 'Your points are insufficient';

/**
 * Follows or un-follows a musician; answers the new state. Keeps the musician module's `follows` (fan
 * counts) in step with the user's list. A re-follow moves the musician to the top of the list.
 */
export function toggleFollow(state: State, userId: number, writerId: number): boolean {
  const set = state.library.follows.get(userId) ?? new Set<number>();
  state.library.follows.set(userId, set);
  if (set.has(writerId)) {
    set.delete(writerId);
    state.writers.follows.delete(followKey(userId, writerId));
    return false;
  }
  set.add(writerId);
  state.writers.follows.add(followKey(userId, writerId));
  return true;
}

/** Gives a user the download right of a goods item (a paid or completed order holds it). */
export function grantPurchase(state: State, userId: number, goodsId: number): void {
  const set = state.library.purchased.get(userId) ?? new Set<number>();
  set.add(goodsId);
  state.library.purchased.set(userId, set);
}

/** Takes the right back (a refunded order). */
export function revokePurchase(state: State, userId: number, goodsId: number): void {
  state.library.purchased.get(userId)?.delete(goodsId);
}

/** Adds to or removes from the collection; answers the new state. */
export function toggleCollection(state: State, userId: number, goodsId: number, nowSec: number): boolean {
  const map = state.library.collections.get(userId) ?? new Map<number, number>();
  state.library.collections.set(userId, map);
  if (map.delete(goodsId)) return false;
  map.set(goodsId, nowSec);
  return true;
}

/** Moves the goods to the top of the recently-played list and counts the play. */
export function recordPlay(state: State, userId: number, goodsId: number, nowSec: number): void {
  const map = state.library.history.get(userId) ?? new Map<number, GoodsRef>();
  state.library.history.set(userId, map);
  const previous = map.get(goodsId);
  map.delete(goodsId);
  map.set(goodsId, { id: previous?.id ?? state.library.nextHistoryId++, goodsId, createtime: nowSec });
  const goods = state.goods.byId.get(goodsId);
  if (goods) goods.play_count += 1;
}

export function recordDownload(state: State, userId: number, goodsId: number, nowSec: number): GoodsRef {
  const list = state.library.downloads.get(userId) ?? [];
  state.library.downloads.set(userId, list);
  const entry = { id: state.library.nextDownloadId++, goodsId, createtime: nowSec };
  list.push(entry);
  return entry;
}

export function saveGenres(state: State, userId: number, genres: string[]): void {
  state.library.genres.set(userId, [...genres]);
}

interface Ledger {
  read: (user: UserRecord) => number;
  write: (user: UserRecord, value: number) => void;
  insufficient: string;
  logs: (state: State) => Map<number, LedgerRecord[]>;
  nextId: (state: State) => number;
}

const BALANCE: Ledger = {
  read: (user) => user.moneyCents,
  write: (user, value) => {
    user.moneyCents = value;
  },
  insufficient: BALANCE_INSUFFICIENT_MSG,
  logs: (state) => state.library.moneyLog,
  nextId: (state) => state.library.nextMoneyLogId++,
};

const POINTS: Ledger = {
  read: (user) => user.score,
  write: (user, value) => {
    user.score = value;
  },
  insufficient: SCORE_INSUFFICIENT_MSG,
  logs: (state) => state.library.scoreLog,
  nextId: (state) => state.library.nextScoreLogId++,
};

/** Moves a ledger by `delta` and logs it; answers the failure message when it would go below zero. */
function changeLedger(
  ledger: Ledger,
  state: State,
  userId: number,
  delta: number,
  memo: string,
  nowSec: number,
): LedgerRecord | string {
  const user = state.users.byId.get(userId);
  if (!user) return `no user ${userId}`;
  const before = ledger.read(user);
  const after = before + delta;
  if (after < 0) return ledger.insufficient;
  const entry = { id: ledger.nextId(state), amount: delta, before, after, memo, createtime: nowSec };
  ledger.write(user, after);
  const logs = ledger.logs(state);
  const log = logs.get(userId) ?? [];
  log.push(entry);
  logs.set(userId, log);
  return entry;
}

/**
 * Changes a user's balance by `deltaCents` and logs it (payments, recharges, refunds, withdrawals). Answers
 * the failure message when the balance would go below zero, changing nothing.
 */
export function changeBalance(
  state: State,
  userId: number,
  deltaCents: number,
  memo: string,
  nowSec: number,
): LedgerRecord | string {
  return changeLedger(BALANCE, state, userId, deltaCents, memo, nowSec);
}

/** Changes a user's points by `delta` and logs it (points payments, rewards, refunds). */
export function changeScore(
  state: State,
  userId: number,
  delta: number,
  memo: string,
  nowSec: number,
): LedgerRecord | string {
  return changeLedger(POINTS, state, userId, delta, memo, nowSec);
}
