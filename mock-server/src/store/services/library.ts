// Operations on a user's library that reach other aggregates: a follow changes the musician's fan
// relation, a play counts on the goods, a balance or points change moves the user's figure and its log.
import { countPlay } from '../modules/goods.ts';
import { appendLedger, type LedgerRecord, recordHistory, setFollow } from '../modules/library.ts';
import { setLedgerFigure } from '../modules/users.ts';
import { setFanRelation } from '../modules/writers.ts';
import type { State } from '../state.ts';

export { grantPurchase, recordDownload, revokePurchase, saveGenres, toggleCollection } from '../modules/library.ts';

export const BALANCE_INSUFFICIENT_MSG = 'Your balance is insufficient';
export const SCORE_INSUFFICIENT_MSG = 'Your points are insufficient';

/**
 * Follows or un-follows a musician; answers the new state. Keeps the writers module's `follows` (fan
 * counts) in step with the user's list. A re-follow moves the musician to the top of the list.
 */
export function toggleFollow(state: State, userId: number, writerId: number): boolean {
  const following = !(state.library.follows.get(userId)?.has(writerId) ?? false);
  setFollow(state, userId, writerId, following);
  setFanRelation(state, userId, writerId, following);
  return following;
}

/** Moves the goods to the top of the recently-played list and counts the play. */
export function recordPlay(state: State, userId: number, goodsId: number, nowSec: number): void {
  recordHistory(state, userId, goodsId, nowSec);
  countPlay(state, goodsId);
}

/** Moves a ledger by `delta` and logs it; answers the failure message when it would go below zero. */
function changeLedger(
  figure: 'moneyCents' | 'score',
  state: State,
  userId: number,
  delta: number,
  memo: string,
  nowSec: number,
): LedgerRecord | string {
  const user = state.users.byId.get(userId);
  if (!user) return `no user ${userId}`;
  const before = user[figure];
  const after = before + delta;
  if (after < 0) return figure === 'moneyCents' ? BALANCE_INSUFFICIENT_MSG : SCORE_INSUFFICIENT_MSG;
  setLedgerFigure(user, figure, after);
  return appendLedger(state, figure === 'moneyCents' ? 'moneyLog' : 'scoreLog', userId, {
    amount: delta,
    before,
    after,
    memo,
    createtime: nowSec,
  });
}

/**
 * Changes a user's balance by `deltaCents` and logs it (payments, recharges, refunds, withdrawals). Answers
 * the failure message when the balance would go below zero, changing nothing.
 */
export const changeBalance = (state: State, userId: number, deltaCents: number, memo: string, nowSec: number) =>
  changeLedger('moneyCents', state, userId, deltaCents, memo, nowSec);

/** Changes a user's points by `delta` and logs it (points payments, rewards, refunds). */
export const changeScore = (state: State, userId: number, delta: number, memo: string, nowSec: number) =>
  changeLedger('score', state, userId, delta, memo, nowSec);
