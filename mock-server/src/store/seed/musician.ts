// The seeded musician data: every musician's sales, and demo-musician's withdrawals in every state and its
// song and album submissions in every review state; the banners and a rejected application's cloud link.

import { type GoodsState, songsOf } from '../modules/goods.ts';
import {
  addLedgerLine,
  type MusicianState,
  refundMemo,
  type SubmissionRecord,
  type SubmissionStatus,
  saleMemo,
  type WithdrawalRecord,
  type WithdrawStatus,
  type WithdrawType,
  withdrawMemo,
} from '../modules/musician.ts';
import type { UsersState } from '../modules/users.ts';
import type { WritersState } from '../modules/writers.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';

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
    state.banners.set(demoWriter.id, '/media/image/writer-banner.jpg');

    const songs = songsOf(ctx.state, demoWriter.id);
    const add = (s: Omit<SubmissionRecord, 'id' | 'user_id' | 'writer_id'>) => {
      const record = { id: state.nextSubmissionId++, user_id: demo.id, writer_id: demoWriter.id, ...s };
      state.submissions.set(record.id, record);
    };
    const song = (status: SubmissionStatus, days: number, extra: Partial<SubmissionRecord>) =>
      add({
        kind: 'song',
        title: `律动 Groove ${status} Vol.${days}`,
        cover: `/media/image/submission-song-${days}.jpg`,
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
        cover: `/media/image/submission-album-${days}.jpg`,
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
    if (writer.id % 4 === 0) state.banners.set(writer.id, `/media/image/writer-${writer.id}-banner.jpg`);
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
