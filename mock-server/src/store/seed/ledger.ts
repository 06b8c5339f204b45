// How the seed writes a demo account's balance or points log: planned changes made to end at the figure the
// users module gave the account.
import type { LedgerRecord } from '../modules/library.ts';

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
