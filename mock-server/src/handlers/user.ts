// The signed-in user's profile, collections, points and balance logs, play history, follows, downloads and
// chosen genres.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim, textLength, typedText } from '@djshop/api/php-text';
import { fail, money, ok, UNAUTHORIZED_MSG } from '../envelope.ts';
import { signedDownloadUrl } from '../media/signed.ts';
import type { State } from '../store/index.ts';
import type { GoodsRecord } from '../store/modules/goods.ts';
import {
  CATALOGUE_GENRES,
  type GoodsRef,
  hasDownloadAddress,
  type LedgerRecord,
  MAX_GENRES,
  mayDownload,
} from '../store/modules/library.ts';
import { ordersOf } from '../store/modules/orders.ts';
import { updateProfile } from '../store/modules/users.ts';
import { followKey, type WriterRecord } from '../store/modules/writers.ts';
import { recordDownload, recordPlay, saveGenres, toggleCollection } from '../store/services/library.ts';
import { userInfoOf } from './auth.ts';
import { type Handlers, read } from './define.ts';
import { pageFromEnd, pageOf } from './paging.ts';
import { goodsView, writerView } from './views.ts';

const GOODS_NOT_FOUND = 'Goods not found';
const NOT_PURCHASED = 'You have not purchased this item';
const NO_DOWNLOAD_ADDRESS = 'No download address, please contact customer service';
const BIO_MAX = 140;

const unauthorized = () => fail(UNAUTHORIZED_MSG, 401);

/** Whether the user has a paid order of a physical item (a pass over their own orders only). */
const boughtPhysical = (state: State, userId: number, goodsId: number): boolean =>
  ordersOf(state.orders, userId).some((o) => o.paytime !== null && o.items.some((i) => i.goods_id === goodsId));

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
      // The characters typed count, as every limit of the contract's text rules.
      if (body.bio !== undefined && textLength(typedText(body.bio)) > BIO_MAX) {
        return fail('Bio cannot exceed 140 characters');
      }
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
    // Physical goods are shipped: the buyer (a paid order of it) is told there is nothing to download.
    if (!hasDownloadAddress(goods)) {
      return fail(boughtPhysical(state, user.id, goods.id) ? NO_DOWNLOAD_ADDRESS : NOT_PURCHASED);
    }
    if (!mayDownload(state, user, goods, now)) return fail(NOT_PURCHASED);
    recordDownload(state, user.id, goods.id, now);
    return ok(signedDownloadUrl(store.seed, goods, query.title || goods.title, now));
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
