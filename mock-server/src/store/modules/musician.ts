// What musicians do after approval: song and album submissions, the earnings ledger and withdrawals. The
// musicians themselves, their applications and follows are in the writers module.
export type SubmissionKind = 'song' | 'album';
export type SubmissionStatus = 'reviewing' | 'approved' | 'rejected';
export type WithdrawType = 'alipay' | 'wechat' | 'bank';
export type WithdrawStatus = 'pending' | 'paid' | 'rejected';
export type CloudProvider = 'baidu' | 'aliyun' | 'quark';

export interface CloudLinkRecord {
  provider: CloudProvider;
  link: string;
  code: string;
}

export interface SubmissionRecord {
  id: number;
  user_id: number;
  writer_id: number;
  kind: SubmissionKind;
  title: string;
  cover: string;
  status: SubmissionStatus;
  reason: string | null;
  createtime: number;
  reviewtime: number | null;
  priceCents: number;
  description: string;
  /** Songs only. */
  genre: string[];
  bpm: number | null;
  key: string | null;
  file: string | null;
  cloud_link: CloudLinkRecord | null;
  /** Albums only: the channel and the collected goods ids. */
  column: number | null;
  works: number[];
  /** The goods item an approved submission became. */
  goods_id: number | null;
}

export interface LedgerLine {
  id: number;
  user_id: number;
  kind: 'income' | 'withdraw';
  amountCents: number;
  beforeCents: number;
  afterCents: number;
  memo: string;
  createtime: number;
}

export interface WithdrawalRecord {
  id: number;
  user_id: number;
  type: WithdrawType;
  amountCents: number;
  account: string;
  account_name: string;
  qrcode: string;
  remarks: string;
  contact: string;
  status: WithdrawStatus;
  createtime: number;
  settletime: number | null;
}

export interface MusicianState {
  submissions: Map<number, SubmissionRecord>;
  /** Every earnings line of every musician, in id (= time) order. */
  ledger: LedgerLine[];
  withdrawals: Map<number, WithdrawalRecord>;
  /** Withdrawable earnings by user id; always the `afterCents` of the user's last ledger line. */
  balances: Map<number, number>;
  /**
   * The cloud-disk link of an application, by user id. The writers module's ApplicationRecord has no field
   * for it, so it lives here.
   */
  applicationLinks: Map<number, CloudLinkRecord>;
  /** Home-page banners by writer id; a musician without one shows the avatar. */
  banners: Map<number, string>;
  nextSubmissionId: number;
  nextLedgerId: number;
  nextWithdrawalId: number;
}

export const WITHDRAW_TYPE_NAME: Record<WithdrawType, string> = {
  alipay: 'Alipay',
  wechat: 'WeChat',
  bank: 'Bank card',
};

export const withdrawMemo = (type: WithdrawType) => `提现 Withdrawal (${WITHDRAW_TYPE_NAME[type]})`;
export const refundMemo = (type: WithdrawType) => `提现退回 Withdrawal returned (${WITHDRAW_TYPE_NAME[type]})`;
export const saleMemo = (title: string) => `作品售出 ${title}`;

/** Appends a ledger line and moves the balance; the one way earnings change. */
export function addLedgerLine(
  state: MusicianState,
  userId: number,
  kind: LedgerLine['kind'],
  amountCents: number,
  memo: string,
  createtime: number,
): LedgerLine {
  const before = state.balances.get(userId) ?? 0;
  const line: LedgerLine = {
    id: state.nextLedgerId++,
    user_id: userId,
    kind,
    amountCents,
    beforeCents: before,
    afterCents: before + amountCents,
    memo,
    createtime,
  };
  state.ledger.push(line);
  state.balances.set(userId, line.afterCents);
  return line;
}

// ---------------------------------------------------------------- writes (the ledger's above)

export function addSubmission(state: MusicianState, fields: Omit<SubmissionRecord, 'id'>): SubmissionRecord {
  const rec: SubmissionRecord = { id: state.nextSubmissionId++, ...fields };
  state.submissions.set(rec.id, rec);
  return rec;
}

export function reviewSubmissionRecord(
  s: SubmissionRecord,
  review: { approve: true; goodsId: number } | { approve: false; reason: string },
  nowSec: number,
): void {
  s.reviewtime = nowSec;
  if (review.approve) {
    s.status = 'approved';
    s.reason = null;
    s.goods_id = review.goodsId;
  } else {
    s.status = 'rejected';
    s.reason = review.reason;
  }
}

export function addWithdrawal(state: MusicianState, fields: Omit<WithdrawalRecord, 'id'>): WithdrawalRecord {
  const rec: WithdrawalRecord = { id: state.nextWithdrawalId++, ...fields };
  state.withdrawals.set(rec.id, rec);
  return rec;
}

export function settleWithdrawalRecord(w: WithdrawalRecord, paid: boolean, nowSec: number): void {
  w.status = paid ? 'paid' : 'rejected';
  w.settletime = nowSec;
}

/** The cloud-disk link of a user's musician application (none: forgotten). */
export function setApplicationLink(state: MusicianState, userId: number, link: CloudLinkRecord | null): void {
  if (link) state.applicationLinks.set(userId, link);
  else state.applicationLinks.delete(userId);
}
