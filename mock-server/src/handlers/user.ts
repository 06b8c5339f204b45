// The signed-in user's profile, collections, points and balance logs, play history, follows, downloads and
// chosen genres.
import { createHash } from 'node:crypto';
import type { Schema } from '@djshop/api';
import { filterText, phpTrim, textLength } from '@djshop/api/php-text';
import { fail, money, ok, UNAUTHORIZED_MSG } from '../envelope.ts';
import type { State } from '../store/index.ts';
import { type GoodsRecord, previewUrlOf } from '../store/modules/goods.ts';
import {
  CATALOGUE_GENRES,
  type GoodsRef,
  hasDownloadAddress,
  type LedgerRecord,
  MAX_GENRES,
  mayDownload,
} from '../store/modules/library.ts';
import { type UserRecord, updateProfile } from '../store/modules/users.ts';
import { followKey, type WriterRecord } from '../store/modules/writers.ts';
import { recordDownload, recordPlay, saveGenres, toggleCollection } from '../store/services/library.ts';
import { userInfoOf } from './auth.ts';
import { type Handlers, read } from './define.ts';
import { pageFromEnd, pageOf } from './paging.ts';
import { goodsView, writerView } from './views.ts';

const GOODS_NOT_FOUND = 'Goods not found';
const BIO_MAX = 140;
/** How long a download link is valid; the mock does not enforce it, the provider's CDN would. */
const DOWNLOAD_LINK_TTL_SEC = 3600;

const unauthorized = () => fail(UNAUTHORIZED_MSG, 401);

/** Newest first: the stores keep insertion order, oldest first. */
const newestFirst = <T>(items: Iterable<T>): T[] => [...items].reverse();

const goodsRecordsOf = (state: State, refs: GoodsRef[]): { ref: GoodsRef; goods: GoodsRecord }[] =>
  refs.flatMap((ref) => {
    const goods = state.goods.byId.get(ref.goodsId);
    return goods ? [{ ref, goods }] : [];
  });

const goodsRecordView =
  (state: State) =>
  (r: { ref: GoodsRef; goods: GoodsRecord }): Schema<'GoodsRecord'> => ({
    id: r.ref.id,
    createtime: r.ref.createtime,
    goods: goodsView(state, r.goods),
  });

const ledgerView =
  (format: (n: number) => string) =>
  (e: LedgerRecord): Schema<'LedgerEntry'> => ({
    id: e.id,
    amount: format(e.amount),
    before: format(e.before),
    after: format(e.after),
    memo: e.memo,
    createtime: e.createtime,
  });

/**
 * The musicians the user follows, most recent first. The musician module's relations decide who is
 * followed (its follow call may bypass `toggleFollow`); this module's list only orders them.
 */
function followedWriters(state: State, userId: number): WriterRecord[] {
  const ordered = newestFirst(state.library.follows.get(userId) ?? []);
  const seen = new Set(ordered);
  const prefix = `${userId}:`;
  const others: number[] = [];
  for (const key of state.writers.follows) {
    if (!key.startsWith(prefix)) continue;
    const writerId = Number(key.slice(prefix.length));
    if (!seen.has(writerId)) others.push(writerId);
  }
  return [...ordered.filter((id) => state.writers.follows.has(followKey(userId, id))), ...others.sort((a, b) => b - a)]
    .map((id) => state.writers.byId.get(id))
    .filter((w): w is WriterRecord => w !== undefined);
}

/** A link to a file the mock serves: the audio for audio goods, the cover image for the rest. */
function downloadLink(seed: number, user: UserRecord, goods: GoodsRecord, title: string, nowSec: number): string {
  const path = previewUrlOf(goods) ?? goods.image;
  const expires = nowSec + DOWNLOAD_LINK_TTL_SEC;
  const sign = createHash('sha256')
    .update(`${seed}:download:${user.id}:${goods.id}:${expires}`)
    .digest('hex')
    .slice(0, 16);
  return `${path}?sign=${sign}&expires=${expires}&filename=${encodeURIComponent(title)}`;
}

export const handlers = {
  // The VIP card expires with time.
  getUserInfo: read(({ user, seconds }) => (user ? ok(userInfoOf(user, seconds())) : unauthorized()), { timed: true }),

  editUserInfo: {
    messages: {
      avatar: 'Avatar required',
      'nickname:minLength': 'Nickname required',
      'bio:maxLength': 'Bio cannot exceed 140 characters',
    },
    handle: ({ body, user, seconds }) => {
      if (!user) return unauthorized();
      const avatar = phpTrim(body.avatar ?? '');
      if (avatar === '') return fail('Avatar required');
      const nickname = body.nickname === undefined ? undefined : filterText(body.nickname);
      if (nickname === '') return fail('Nickname required');
      const bio = body.bio === undefined ? undefined : filterText(body.bio);
      // Measured after escaping: what is stored (and answered) must fit the 140 of the profile.
      if (bio !== undefined && textLength(bio) > BIO_MAX) return fail('Bio cannot exceed 140 characters');
      updateProfile(user, {
        avatar,
        nickname,
        bio,
        gender: body.gender,
        birthday: body.birthday === undefined ? undefined : body.birthday === '' ? null : body.birthday,
      });
      return ok(userInfoOf(user, seconds()));
    },
  },

  getMyCollection: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    const goods = newestFirst(state.library.collections.get(user.id)?.keys() ?? [])
      .map((id) => state.goods.byId.get(id))
      .filter((g): g is GoodsRecord => g !== undefined);
    return ok(pageOf(goods, query, (g) => goodsView(state, g)));
  }),

  toggleCollect: ({ body, state, user, seconds }) => {
    if (!user) return unauthorized();
    if (!state.goods.byId.has(body.goods_id)) return fail(GOODS_NOT_FOUND);
    const collected = toggleCollection(state, user.id, body.goods_id, seconds());
    return ok({ collected }, collected ? 'Collected' : 'Uncollected');
  },

  getScoreLog: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    const log = state.library.scoreLog.get(user.id) ?? [];
    if (!query.type) return ok({ score: user.score, list: pageFromEnd(log, query, ledgerView(String)) });
    const entries = newestFirst(log).filter((e) => (query.type === 'income' ? e.amount > 0 : e.amount < 0));
    return ok({ score: user.score, list: pageOf(entries, query, ledgerView(String)) });
  }),

  getMoneyLog: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    return ok(pageFromEnd(state.library.moneyLog.get(user.id) ?? [], query, ledgerView(money)));
  }),

  recordPlay: ({ body, state, user, seconds }) => {
    if (!user) return unauthorized();
    if (!state.goods.byId.has(body.goods_id)) return fail(GOODS_NOT_FOUND);
    recordPlay(state, user.id, body.goods_id, seconds());
    return ok(null);
  },

  getPlayHistory: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    const refs = newestFirst(state.library.history.get(user.id)?.values() ?? []);
    return ok(pageOf(goodsRecordsOf(state, refs), query, goodsRecordView(state)));
  }),

  getMyFollows: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    return ok(pageOf(followedWriters(state, user.id), query, (w) => writerView(state, w, user)));
  }),

  getDownloadLog: read(({ query, state, user }) => {
    if (!user) return unauthorized();
    const refs = newestFirst(state.library.downloads.get(user.id) ?? []);
    return ok(pageOf(goodsRecordsOf(state, refs), query, goodsRecordView(state)));
  }),

  getDownloadUrl: ({ query, state, store, user, seconds }) => {
    if (!user) return unauthorized();
    const now = seconds();
    const goods = state.goods.byId.get(query.id);
    if (!goods) return fail(GOODS_NOT_FOUND);
    if (!mayDownload(state, user, goods, now)) return fail('You have not purchased this item');
    if (!hasDownloadAddress(goods)) return fail('No download address, please contact customer service');
    recordDownload(state, user.id, goods.id, now);
    return ok(downloadLink(store.seed, user, goods, query.title || goods.title, now));
  },

  getCustomGenres: read(({ state, user }) => {
    if (!user) return unauthorized();
    const chosen = new Set(state.library.genres.get(user.id) ?? []);
    return ok({ max: MAX_GENRES, genres: CATALOGUE_GENRES.map((name) => ({ name, selected: chosen.has(name) })) });
  }),

  saveCustomGenres: {
    messages: {
      'genres:minItems': 'Please choose at least one genre',
      'genres:maxItems': `You can choose at most ${MAX_GENRES} genres`,
    },
    handle: ({ body, state, user }) => {
      if (!user) return unauthorized();
      const genres = [...new Set(body.genres)];
      if (genres.length === 0) return fail('Please choose at least one genre');
      if (genres.length > MAX_GENRES) return fail(`You can choose at most ${MAX_GENRES} genres`);
      if (genres.some((g) => !CATALOGUE_GENRES.includes(g))) return fail('Unknown genre');
      saveGenres(state, user.id, genres);
      return ok(null, 'Saved successfully');
    },
  },
} satisfies Handlers;
