// Musicians: the application, the public profile and directory, follows, submissions, earnings and
// withdrawals. Failure messages and their order are the contract's.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim, textLength, typedText } from '@djshop/api/php-text';
import { fail, money, ok } from '../envelope.ts';
import { newestFirst } from '../store/ids.ts';
import type { State } from '../store/index.ts';
import { songsOf, worksOf } from '../store/modules/goods.ts';
import {
  addLedgerLine,
  addSubmission,
  addWithdrawal,
  type CloudLinkRecord,
  type SubmissionRecord,
  type WithdrawalRecord,
  withdrawMemo,
} from '../store/modules/musician.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { editWriter, fanCounts, type WriterRecord } from '../store/modules/writers.ts';
import { toggleFollow } from '../store/services/library.ts';
import { submitApplication } from '../store/services/writers.ts';
import { type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { goodsView, writerView } from './views.ts';

export const NOT_MUSICIAN_MSG = 'You are not a musician yet';
export const NO_WRITER_MSG = 'The musician does not exist';

/** The groups of the genre tree; every genre of the catalogue is in exactly one. */
export const WRITER_CATEGORIES: Schema<'WriterCategory'>[] = [
  {
    id: 1,
    name: '浩室 House',
    children: ['Tech House', 'Deep House', 'Progressive House', 'Electro House', 'Funky House', 'Bounce'].map(
      (name, i) => ({ id: 11 + i, name }),
    ),
  },
  {
    id: 2,
    name: '电子 Electronic',
    children: ['Future Bass', 'Techno', 'Drum & Bass', 'Dubstep', 'Hardstyle', 'Psytrance'].map((name, i) => ({
      id: 21 + i,
      name,
    })),
  },
  { id: 3, name: '嘻哈 Urban', children: ['Trap', 'Hip-Hop'].map((name, i) => ({ id: 31 + i, name })) },
  {
    id: 4,
    name: '中文 Chinese',
    children: ['慢摇', '中文DJ', '越南鼓', 'Vinahouse', '电音', '嗨曲'].map((name, i) => ({ id: 41 + i, name })),
  },
];

const approvedWriter = (state: State, user: UserRecord | null): WriterRecord | null =>
  user && user.writer_status === 'approved' ? (state.writers.byUserId.get(user.id) ?? null) : null;

/** '29.90' → 2990; the contract's Money pattern has already been checked. */
const centsOf = (amount: string): number => {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
};

const cloudLinkOf = (link: Schema<'CloudLink'> | undefined): CloudLinkRecord | null =>
  link ? { provider: link.provider, link: phpTrim(link.link), code: phpTrim(link.code) } : null;

function profileOf(state: State, user: UserRecord): Schema<'WriterProfile'> {
  const status = user.writer_status;
  const app = status === 'none' ? undefined : state.writers.applications.get(user.id);
  const link = state.musician.applicationLinks.get(user.id);
  const writer = approvedWriter(state, user);
  return {
    status,
    reason: status === 'rejected' ? (app?.reason ?? null) : null,
    application: app
      ? {
          stage_name: app.nickname,
          style: app.style,
          profile: app.profile,
          real_name: app.realname,
          id_number: app.idcard,
          id_photo_emblem: app.idcard_front,
          id_photo_portrait: app.idcard_back,
          ...(app.works.length ? { works: app.works } : {}),
          ...(link ? { cloud_link: link } : {}),
        }
      : null,
    writer: writer ? writerView(state, writer, user) : null,
  };
}

const submissionView = (s: SubmissionRecord): Schema<'Submission'> => ({
  id: s.id,
  kind: s.kind,
  title: s.title,
  cover: s.cover,
  status: s.status,
  reason: s.status === 'rejected' ? s.reason : null,
  createtime: s.createtime,
});

const withdrawalView = (w: WithdrawalRecord): Schema<'WithdrawRecord'> => ({
  id: w.id,
  type: w.type,
  amount: money(w.amountCents),
  status: w.status,
  createtime: w.createtime,
});

/** Midnight of the provider's day: FastAdmin runs on Asia/Shanghai (UTC+8, no daylight saving). */
const chinaMidnight = (nowSec: number): number => {
  const offset = 8 * 3600;
  return Math.floor((nowSec + offset) / 86_400) * 86_400 - offset;
};

/** Applies FastAdmin's filter and a length limit on the typed characters; null when they are too many. */
const stored = (text: string, max: number): string | null =>
  textLength(typedText(text)) > max ? null : filterText(text);

// The contract's messages for input the schema already refuses before the handler runs: a missing or
// empty field gets the provider's sentence, not the generic 'Invalid parameters'.
const blank = (field: string, msg: string) => ({ [`${field}:required`]: msg, [`${field}:minLength`]: msg });

const APPLY_MESSAGES = {
  ...blank('stage_name', 'Please enter your stage name'),
  ...blank('style', 'Please enter your style'),
  ...blank('profile', 'Please enter your profile'),
  ...blank('real_name', 'Please enter your real name'),
  'id_number:required': 'Please enter your ID number',
  'id_number:pattern': 'The ID number is invalid',
  ...blank('id_photo_emblem', 'Please upload the national emblem side of your ID card'),
  ...blank('id_photo_portrait', 'Please upload the portrait side of your ID card'),
  // The schema's anyOf (works or cloud_link) reports the first branch: works missing or empty.
  ...blank('works', 'Please upload works or fill in a cloud-disk link'),
  'works:minItems': 'Please upload works or fill in a cloud-disk link',
};

const SONG_MESSAGES = {
  ...blank('title', 'Please enter the title'),
  genre: 'Please select a genre',
  'price:required': 'Please enter the price',
  'price:pattern': 'The price is invalid',
  ...blank('cover', 'Please upload a cover'),
  bpm: 'The BPM must be between 40 and 250',
  ...blank('file', 'A music file must be uploaded'),
};

const WITHDRAW_MESSAGES = {
  type: 'Please select the withdrawal method',
  ...blank('account', 'Please enter the account'),
  ...blank('account_name', 'Please enter the account name'),
  ...blank('contact', 'Please enter your contact'),
};

const ALBUM_MESSAGES = {
  ...blank('name', 'Please enter the album name'),
  ...blank('cover', 'Please upload a cover'),
  column: 'Please select a column',
  'price:required': 'Please enter the price',
  'price:pattern': 'The price is invalid',
  'works:required': 'Please select the works',
  'works:minItems': 'Please select the works',
};

export const handlers = {
  // "Today's income" starts again at midnight.
  getWriterAmount: read(
    (ctx) => {
      const user = ctx.user as UserRecord;
      if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
      const m = ctx.state.musician;
      const since = chinaMidnight(ctx.seconds());
      let total = 0;
      let today = 0;
      for (const line of m.ledger) {
        if (line.user_id !== user.id || line.kind !== 'income') continue;
        total += line.amountCents;
        if (line.createtime >= since) today += line.amountCents;
      }
      let withdrawn = 0;
      let frozen = 0;
      for (const w of m.withdrawals.values()) {
        if (w.user_id !== user.id) continue;
        if (w.status === 'paid') withdrawn += w.amountCents;
        else if (w.status === 'pending') frozen += w.amountCents;
      }
      return ok({
        balance: money(m.balances.get(user.id) ?? 0),
        total_income: money(total),
        today_income: money(today),
        withdrawn: money(withdrawn),
        frozen: money(frozen),
        withdraw_min: money(ctx.state.system.config.withdraw_min_cents),
      });
    },
    { timed: true },
  ),

  getWriterLedger: read((ctx) => {
    const user = ctx.user as UserRecord;
    if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
    const type = ctx.query.type;
    const lines = ctx.state.musician.ledger
      .filter((l) => l.user_id === user.id && (!type || l.kind === type))
      .sort(newestFirst);
    return ok(
      pageOf(lines, ctx.query, (l) => ({
        id: l.id,
        amount: money(l.amountCents),
        before: money(l.beforeCents),
        after: money(l.afterCents),
        memo: l.memo,
        createtime: l.createtime,
      })),
    );
  }),

  getWriterInfo: read((ctx) => ok(profileOf(ctx.state, ctx.user as UserRecord))),

  editWriterProfile: {
    messages: { nickname: 'Please enter your stage name', avatar: 'Please upload an avatar' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body;
      const nickname = filterText(b.nickname);
      if (nickname === '') return fail('Please enter your stage name');
      const avatar = phpTrim(b.avatar);
      if (avatar === '') return fail('Please upload an avatar');
      for (const other of ctx.state.writers.byId.values()) {
        if (other.id !== writer.id && other.nickname === nickname) return fail('The stage name is already taken');
      }
      editWriter(writer, {
        nickname,
        avatar,
        style: b.style === undefined ? undefined : filterText(b.style),
        profile: b.profile === undefined ? undefined : filterText(b.profile),
        genres: b.genres === undefined ? undefined : [...new Set(b.genres.map(filterText).filter(Boolean))],
      });
      return ok(writerView(ctx.state, writer, user), '修改成功');
    },
  },

  applyWriter: {
    messages: APPLY_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      if (user.writer_status === 'reviewing') return fail('Your application is under review');
      if (user.writer_status === 'approved') return fail('You are already a musician');
      // The generated type splits the schema's anyOf into a union; the base object holds every field.
      const b = ctx.body as Extract<typeof ctx.body, { stage_name: string }>;
      // The answer repeats the application, whose schema caps these lengths; escaping can lengthen text.
      const stageName = stored(b.stage_name, 30);
      if (stageName === '') return fail('Please enter your stage name');
      if (stageName === null) return fail('The stage name is at most 30 characters');
      const style = stored(b.style, 140);
      if (style === '') return fail('Please enter your style');
      if (style === null) return fail('The style is at most 140 characters');
      const profile = stored(b.profile, 500);
      if (profile === '') return fail('Please enter your profile');
      if (profile === null) return fail('The profile is at most 500 characters');
      const realName = stored(b.real_name, 30);
      if (realName === '') return fail('Please enter your real name');
      if (realName === null) return fail('The real name is at most 30 characters');
      const idNumber = phpTrim(b.id_number);
      if (idNumber === '') return fail('Please enter your ID number');
      if (!/^\d{17}[\dXx]$/.test(idNumber)) return fail('The ID number is invalid');
      const emblem = phpTrim(b.id_photo_emblem);
      if (emblem === '') return fail('Please upload the national emblem side of your ID card');
      const portrait = phpTrim(b.id_photo_portrait);
      if (portrait === '') return fail('Please upload the portrait side of your ID card');
      const works = (b.works ?? []).map(phpTrim).filter(Boolean);
      const link = cloudLinkOf(b.cloud_link);
      if (works.length === 0 && !link) return fail('Please upload works or fill in a cloud-disk link');

      submitApplication(
        ctx.state,
        user,
        {
          nickname: stageName,
          style,
          profile,
          realname: realName,
          idcard: idNumber,
          idcard_front: emblem,
          idcard_back: portrait,
          works,
        },
        link,
        ctx.seconds(),
      );
      return ok(profileOf(ctx.state, user), '提交成功，请等待审核 Submitted, please wait for review');
    },
  },

  getWriterList: read(
    (ctx) => {
      const { keyword, genre, sort = 'fans' } = ctx.query;
      const state = ctx.state;
      const fans = fanCounts(state);
      const works = (w: WriterRecord) => state.goods.byWriter.get(w.id)?.length ?? 0;
      const needle = keyword ? phpTrim(keyword).toLowerCase() : '';
      const list = [...state.writers.byId.values()].filter((w) => {
        if (state.users.byId.get(w.user_id)?.writer_status !== 'approved') return false;
        if (needle && !w.nickname.toLowerCase().includes(needle)) return false;
        return !genre || w.genres.includes(genre);
      });
      const order: Record<typeof sort, (a: WriterRecord, b: WriterRecord) => number> = {
        fans: (a, b) => (fans.get(b.id) ?? 0) - (fans.get(a.id) ?? 0),
        works: (a, b) => works(b) - works(a),
        new: (a, b) => b.createtime - a.createtime,
      };
      list.sort((a, b) => order[sort](a, b) || a.id - b.id);
      return ok(pageOf(list, ctx.query, (w) => writerView(state, w, ctx.user)));
    },
    { perUser: true },
  ),

  getWriterCategories: read(() => ok(WRITER_CATEGORIES)),

  followWriter: (ctx) => {
    const user = ctx.user as UserRecord;
    const writer = ctx.state.writers.byId.get(ctx.body.writer_id);
    if (!writer) return fail(NO_WRITER_MSG);
    if (writer.user_id === user.id) return fail('You cannot follow yourself');
    const following = toggleFollow(ctx.state, user.id, writer.id);
    const fans = fanCounts(ctx.state).get(writer.id) ?? 0;
    return ok({ is_follow: following, fans }, following ? '关注成功' : '取消关注成功');
  },

  submitSong: {
    messages: SONG_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body as Extract<typeof ctx.body, { title: string }>;
      const title = filterText(b.title);
      if (title === '') return fail('Please enter the title');
      const genre = [...new Set((b.genre ?? []).map(filterText).filter(Boolean))];
      if (genre.length < 1 || genre.length > 3) return fail('Please select a genre');
      if (!b.price) return fail('Please enter the price');
      const priceCents = centsOf(b.price);
      if (priceCents < 0) return fail('The price is invalid');
      const cover = phpTrim(b.cover);
      if (cover === '') return fail('Please upload a cover');
      if (!Number.isInteger(b.bpm) || b.bpm < 40 || b.bpm > 250) return fail('The BPM must be between 40 and 250');
      const file = b.file ? phpTrim(b.file) : '';
      const link = cloudLinkOf(b.cloud_link);
      if (file === '' && !link) return fail('A music file must be uploaded');
      const m = ctx.state.musician;
      const submission = addSubmission(m, {
        user_id: user.id,
        writer_id: writer.id,
        kind: 'song',
        title,
        cover,
        status: 'reviewing',
        reason: null,
        createtime: ctx.seconds(),
        reviewtime: null,
        priceCents,
        description: filterText(b.description ?? ''),
        genre,
        bpm: b.bpm,
        key: b.key,
        file: file || null,
        cloud_link: link,
        column: null,
        works: [],
        goods_id: null,
      });
      return ok(submissionView(submission), '提交成功 Submitted');
    },
  },

  requestWithdrawal: {
    messages: WITHDRAW_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body;
      if (!b.type) return fail('Please select the withdrawal method');
      const account = filterText(b.account);
      if (account === '') return fail('Please enter the account');
      const accountName = filterText(b.account_name);
      if (accountName === '') return fail('Please enter the account name');
      const contact = filterText(b.contact);
      if (contact === '') return fail('Please enter your contact');
      const amount = centsOf(b.amount);
      const min = ctx.state.system.config.withdraw_min_cents;
      if (amount < min) return fail(`The minimum withdrawal is ¥${money(min)}`);
      const m = ctx.state.musician;
      if (amount > (m.balances.get(user.id) ?? 0)) return fail('Your balance is insufficient');
      const now = ctx.seconds();
      const record = addWithdrawal(m, {
        user_id: user.id,
        type: b.type,
        amountCents: amount,
        account,
        account_name: accountName,
        qrcode: b.qrcode ? phpTrim(b.qrcode) : '',
        remarks: filterText(b.remarks ?? ''),
        contact,
        status: 'pending',
        createtime: now,
        settletime: null,
      });
      addLedgerLine(m, user.id, 'withdraw', -amount, withdrawMemo(record.type), now);
      return ok(withdrawalView(record), '申请成功 Submitted');
    },
  },

  getWriterHome: read(
    (ctx) => {
      const state = ctx.state;
      const writer = state.writers.byId.get(ctx.query.id);
      if (!writer || state.users.byId.get(writer.user_id)?.writer_status !== 'approved') return fail(NO_WRITER_MSG);
      const works = worksOf(state, writer.id);
      return ok({
        writer: writerView(state, writer, ctx.user),
        banner: state.musician.banners.get(writer.id) ?? writer.avatar,
        albums: works.filter((g) => g.goods_type === 'pack').length,
        songs: works.filter((g) => g.goods_type === 'music').length,
        latest: works.slice(0, 6).map((g) => goodsView(state, g)),
      });
    },
    { perUser: true },
  ),

  getWriterWorks: read((ctx) => {
    const state = ctx.state;
    const writer = state.writers.byId.get(ctx.query.id);
    if (!writer) return fail(NO_WRITER_MSG);
    const kind = ctx.query.kind;
    const works = worksOf(state, writer.id).filter(
      (g) => !kind || (kind === 'song' ? g.goods_type === 'music' : g.goods_type === 'pack'),
    );
    return ok(pageOf(works, ctx.query, (g) => goodsView(state, g)));
  }),

  submitAlbum: {
    messages: ALBUM_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const writer = approvedWriter(ctx.state, user);
      if (!writer) return fail(NOT_MUSICIAN_MSG);
      const b = ctx.body;
      const name = filterText(b.name);
      if (name === '') return fail('Please enter the album name');
      const cover = phpTrim(b.cover);
      if (cover === '') return fail('Please upload a cover');
      if (!b.column) return fail('Please select a column');
      if (!b.price) return fail('Please enter the price');
      const priceCents = centsOf(b.price);
      if (priceCents < 0) return fail('The price is invalid');
      const works = [...new Set(b.works ?? [])];
      if (works.length === 0) return fail('Please select the works');
      const own = new Set(songsOf(ctx.state, writer.id).map((g) => g.id));
      if (works.some((id) => !own.has(id))) return fail('Some works are not yours');
      const m = ctx.state.musician;
      const submission = addSubmission(m, {
        user_id: user.id,
        writer_id: writer.id,
        kind: 'album',
        title: name,
        cover,
        status: 'reviewing',
        reason: null,
        createtime: ctx.seconds(),
        reviewtime: null,
        priceCents,
        description: filterText(b.description ?? ''),
        genre: [],
        bpm: null,
        key: null,
        file: null,
        cloud_link: null,
        column: b.column,
        works,
        goods_id: null,
      });
      return ok(submissionView(submission), '提交成功 Submitted');
    },
  },

  getMySubmissions: read((ctx) => {
    const user = ctx.user as UserRecord;
    if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
    const status = ctx.query.status;
    const list = [...ctx.state.musician.submissions.values()]
      .filter((s) => s.user_id === user.id && (!status || s.status === status))
      .sort(newestFirst);
    return ok(pageOf(list, ctx.query, submissionView));
  }),

  getMyWithdrawals: read((ctx) => {
    const user = ctx.user as UserRecord;
    if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
    const list = [...ctx.state.musician.withdrawals.values()].filter((w) => w.user_id === user.id).sort(newestFirst);
    return ok(pageOf(list, ctx.query, withdrawalView));
  }),
} satisfies Handlers;
