// State changes of the musician area that other areas and the control API may need: the review of
// submissions, the settlement of withdrawals and the crediting of sales.

import { addGoods, type GoodsRecord } from '../modules/goods.ts';
import {
  addLedgerLine,
  refundMemo,
  reviewSubmissionRecord,
  type SubmissionRecord,
  saleMemo,
  settleWithdrawalRecord,
  type WithdrawalRecord,
} from '../modules/musician.ts';
import type { State } from '../state.ts';

/** Turns an approved submission into the musician's goods item, listed at once. */
function publish(state: State, s: SubmissionRecord, nowSec: number): GoodsRecord {
  const album = s.kind === 'album';
  return addGoods(state.goods, {
    title: s.title,
    image: s.cover,
    goods_type: album ? 'pack' : 'music',
    section: album ? 'album' : 'producer_single',
    channel: album ? ((s.column ?? 141) as GoodsRecord['channel']) : 59,
    priceCents: s.priceCents,
    score_price: s.priceCents === 0 ? null : Math.floor(s.priceCents / 10),
    vip_free: false,
    is_free: s.priceCents === 0,
    genre: album ? [] : s.genre,
    bpm: s.bpm,
    key: s.key,
    duration: album ? 0 : 240,
    play_count: 0,
    sales: 0,
    writer_id: s.writer_id,
    hasPreview: !album,
    preview_start: 0,
    createtime: nowSec,
    description: s.description,
    images: [s.cover],
    presale: false,
    releasetime: nowSec,
    stock: null,
    download_url: s.cloud_link?.link ?? s.file ?? '',
  });
}

/** The review of a song or album: approved ones become goods of the musician. */
export function reviewSubmission(
  state: State,
  submissionId: number,
  approve: boolean,
  reason: string,
  nowSec: number,
): string | SubmissionRecord {
  const s = state.musician.submissions.get(submissionId);
  if (!s) return `no submission ${submissionId}`;
  if (s.status !== 'reviewing') return `submission ${submissionId} is ${s.status}, not reviewing`;
  reviewSubmissionRecord(s, approve ? { approve, goodsId: publish(state, s, nowSec).id } : { approve, reason }, nowSec);
  return s;
}

/** Pays a pending withdrawal (frozen → withdrawn) or rejects it (the amount returns to the balance). */
export function settleWithdrawal(
  state: State,
  withdrawalId: number,
  paid: boolean,
  nowSec: number,
): string | WithdrawalRecord {
  const w = state.musician.withdrawals.get(withdrawalId);
  if (!w) return `no withdrawal ${withdrawalId}`;
  if (w.status !== 'pending') return `withdrawal ${withdrawalId} is ${w.status}, not pending`;
  settleWithdrawalRecord(w, paid, nowSec);
  if (!paid) addLedgerLine(state.musician, w.user_id, 'withdraw', w.amountCents, refundMemo(w.type), nowSec);
  return w;
}

/** Credits the musician of a sold goods item; for the order area when a musician's work is paid for. */
export function creditSale(state: State, goodsId: number, amountCents: number, nowSec: number): boolean {
  const g = state.goods.byId.get(goodsId);
  const writer = g?.writer_id ? state.writers.byId.get(g.writer_id) : undefined;
  if (!g || !writer || amountCents <= 0) return false;
  addLedgerLine(state.musician, writer.user_id, 'income', amountCents, saleMemo(g.title), nowSec);
  return true;
}
