// What musicians do after approval: song and album submissions, the earnings ledger and withdrawals. The
// musicians themselves, their applications and follows are in the writers module.
import { DAY_SEC, type SeedContext } from '../seed-context.ts';
import { type GoodsState, songsOf } from './goods.ts';
import type { UsersState } from './users.ts';
import type { WritersState } from './writers.ts';

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

export function seedMusician(
  ctx: SeedContext<{ users: UsersState; writers: WritersState; goods: GoodsState }>,
): MusicianState {
  const { en } = ctx;
  const { users, writers } = ctx.state;
  const state: MusicianState = {
    submissions: new Map(),
    ledger: [],
    withdrawals: new Map(),
    balances: new Map(),
    applicationLinks: new Map(),
    banners: new Map(),
    nextSubmissionId: 1,
    nextLedgerId: 1,
    nextWithdrawalId: 1,
  };
  const demo = users.byUsername.get('demo-musician');
  const demoWriter = demo ? writers.byUserId.get(demo.id) : undefined;

  // Earnings: every musician has sales; demo-musician also has a withdrawal in every state and sales today.
  type Event =
    | { at: number; sale: string; cents: number }
    | { at: number; withdraw: WithdrawType; cents: number; status: WithdrawStatus };
  const playEvents = (userId: number, events: Event[]) => {
    events.sort((a, b) => a.at - b.at);
    for (const e of events) {
      if ('sale' in e) {
        addLedgerLine(state, userId, 'income', e.cents, saleMemo(e.sale), e.at);
        continue;
      }
      const w: WithdrawalRecord = {
        id: state.nextWithdrawalId++,
        user_id: userId,
        type: e.withdraw,
        amountCents: e.cents,
        account: e.withdraw === 'bank' ? '6222020200112233445' : '13800138003',
        account_name: '王伟',
        qrcode: '',
        remarks: '',
        contact: '13800138003',
        status: e.status,
        createtime: e.at,
        settletime: e.status === 'pending' ? null : e.at + DAY_SEC,
      };
      state.withdrawals.set(w.id, w);
      addLedgerLine(state, userId, 'withdraw', -e.cents, withdrawMemo(e.withdraw), e.at);
      if (e.status === 'rejected')
        addLedgerLine(state, userId, 'withdraw', e.cents, refundMemo(e.withdraw), e.at + DAY_SEC);
    }
  };
  const saleEvents = (writerId: number, count: number, minDays: number): Event[] => {
    const titles = (ctx.state.goods.byWriter.get(writerId) ?? []).map((g) => g.title);
    return Array.from({ length: count }, () => ({
      at: ctx.nowSec - en.number.int({ min: minDays * DAY_SEC, max: 90 * DAY_SEC }),
      sale: titles.length ? en.helpers.arrayElement(titles) : 'Tech House 律动 Vol.3',
      cents: en.helpers.arrayElement([500, 990, 1990, 2990, 3990]),
    }));
  };
  for (const writer of writers.byId.values()) {
    if (writer.id === demoWriter?.id) continue;
    playEvents(writer.user_id, saleEvents(writer.id, en.number.int({ min: 0, max: 6 }), 1));
  }
  if (demo && demoWriter) {
    const demoTitle = ctx.state.goods.byWriter.get(demoWriter.id)?.[0]?.title ?? 'Groove 律动';
    const events: Event[] = [
      ...saleEvents(demoWriter.id, 40, 2),
      // Two sales within the last hour are "today" whatever time zone the day is counted in.
      { at: ctx.nowSec - 1800, sale: demoTitle, cents: 2990 },
      { at: ctx.nowSec - 600, sale: 'Deep House 夜店 Edit', cents: 990 },
      // Early enough that sales have built the balance up before it.
      { at: ctx.nowSec - 60 * DAY_SEC, withdraw: 'bank', cents: 10_000, status: 'paid' },
      { at: ctx.nowSec - 20 * DAY_SEC, withdraw: 'alipay', cents: 15_000, status: 'rejected' },
      { at: ctx.nowSec - 2 * DAY_SEC, withdraw: 'wechat', cents: 10_000, status: 'pending' },
    ];
    // The seeded sales start 90 days ago: give the first withdrawal enough to draw on.
    events.push({ at: ctx.nowSec - 89 * DAY_SEC, sale: '出道作品 Debut EP', cents: 30_000 });
    playEvents(demo.id, events);
    state.banners.set(demoWriter.id, '/media/image/writer-banner.svg');

    const songs = songsOf(ctx.state, demoWriter.id);
    const add = (s: Omit<SubmissionRecord, 'id' | 'user_id' | 'writer_id'>) => {
      const record = { id: state.nextSubmissionId++, user_id: demo.id, writer_id: demoWriter.id, ...s };
      state.submissions.set(record.id, record);
    };
    const song = (status: SubmissionStatus, days: number, extra: Partial<SubmissionRecord>) =>
      add({
        kind: 'song',
        title: `律动 Groove ${status} Vol.${days}`,
        cover: `/media/image/submission-song-${days}.svg`,
        status,
        reason: null,
        createtime: ctx.nowSec - days * DAY_SEC,
        reviewtime: status === 'reviewing' ? null : ctx.nowSec - (days - 1) * DAY_SEC,
        priceCents: 2990,
        description: '夜店暖场 Warm-up groove.',
        genre: ['Tech House'],
        bpm: 126,
        key: '8A',
        file: '/uploads/20261101/groove.mp3',
        cloud_link: null,
        column: null,
        works: [],
        goods_id: null,
        ...extra,
      });
    const album = (status: SubmissionStatus, days: number, extra: Partial<SubmissionRecord>) =>
      add({
        kind: 'album',
        title: `律动合集 Groove Collection ${status}`,
        cover: `/media/image/submission-album-${days}.svg`,
        status,
        reason: null,
        createtime: ctx.nowSec - days * DAY_SEC,
        reviewtime: status === 'reviewing' ? null : ctx.nowSec - (days - 1) * DAY_SEC,
        priceCents: 9900,
        description: '全年精选 The best of the year.',
        genre: [],
        bpm: null,
        key: null,
        file: null,
        cloud_link: null,
        column: 141,
        works: songs.slice(0, 3).map((g) => g.id),
        goods_id: null,
        ...extra,
      });
    const published = songs[0];
    song('approved', 40, published ? { title: published.title, cover: published.image, goods_id: published.id } : {});
    album('approved', 30, {});
    song('rejected', 12, { reason: '音频有爆音 The audio clips at the drop' });
    album('rejected', 9, { reason: '封面含有水印 The cover has a watermark' });
    song('reviewing', 3, {
      file: null,
      cloud_link: { provider: 'baidu', link: 'https://pan.baidu.com/s/1AbCdEfGhIjK', code: 'x7k2' },
    });
    album('reviewing', 1, {});
  }
  // Some musicians set a banner of their own.
  for (const writer of writers.byId.values()) {
    if (writer.id % 4 === 0) state.banners.set(writer.id, `/media/image/writer-${writer.id}-banner.svg`);
  }
  const rejected = users.byUsername.get('demo-rejected');
  if (rejected) {
    state.applicationLinks.set(rejected.id, {
      provider: 'aliyun',
      link: 'https://www.aliyundrive.com/s/mockRejected',
      code: 'k3p9',
    });
  }
  return state;
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
