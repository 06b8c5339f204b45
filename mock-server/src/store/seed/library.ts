// The seeded libraries: what each user has collected, bought, played and downloaded, and their genres.

import type { GoodsState } from '../modules/goods.ts';
import { type LibraryState, RECHARGE_MEMO, SIGN_UP_BONUS_MEMO } from '../modules/library.ts';
import type { UsersState } from '../modules/users.ts';
import { isVip } from '../modules/users.ts';
import type { WritersState } from '../modules/writers.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';
import { GENRES } from '../words.ts';
import { buildLedger } from './ledger.ts';

export function seedLibrary(
  ctx: SeedContext<{ users: UsersState; goods: GoodsState; writers: WritersState }>,
): LibraryState {
  const { en } = ctx;
  const { users, goods, writers } = ctx.state;
  const state: LibraryState = {
    collections: new Map(),
    history: new Map(),
    downloads: new Map(),
    follows: new Map(),
    purchased: new Map(),
    genres: new Map(),
    scoreLog: new Map(),
    moneyLog: new Map(),
    nextScoreLogId: 1,
    nextMoneyLogId: 1,
    nextHistoryId: 1,
    nextDownloadId: 1,
  };
  const scoreId = () => state.nextScoreLogId++;
  const moneyId = () => state.nextMoneyLogId++;

  // The musician area's follow relations are the truth for fan counts; the user's list starts from them.
  for (const key of writers.follows) {
    const [userId, writerId] = key.split(':').map(Number);
    if (userId === undefined || writerId === undefined) continue;
    const set = state.follows.get(userId) ?? new Set<number>();
    set.add(writerId);
    state.follows.set(userId, set);
  }

  const onSale = goods.list.filter((g) => !g.presale);
  const audio = onSale.filter((g) => g.hasPreview);
  const paidAudio = audio.filter((g) => !g.is_free && !g.vip_free);
  const paidOther = onSale.filter((g) => !g.hasPreview && !g.is_free && g.goods_type !== 'physical');
  const free = onSale.filter((g) => g.is_free);
  const vipFree = onSale.filter((g) => g.vip_free);

  const ascendingTimes = (count: number, maxDays: number): number[] =>
    Array.from({ length: count }, () => ctx.nowSec - en.number.int({ min: 300, max: maxDays * DAY_SEC })).sort(
      (a, b) => a - b,
    );

  for (const user of users.byId.values()) {
    const demoIndex = user.username.startsWith('demo-') ? user.id : 0;
    if (!demoIndex) {
      // Ordinary users: logs that explain their balance and points, nothing else.
      if (user.moneyCents > 0) {
        state.moneyLog.set(
          user.id,
          buildLedger([], user.moneyCents, { memo: RECHARGE_MEMO, createtime: user.createtime + DAY_SEC }, moneyId)
            .entries,
        );
      }
      if (user.score > 0) {
        state.scoreLog.set(
          user.id,
          buildLedger([], user.score, { memo: SIGN_UP_BONUS_MEMO, createtime: user.createtime }, scoreId).entries,
        );
      }
      continue;
    }
    // demo-user (id 1) gets more than a page of everything, so paging shows in the app.
    const rich = user.id === 1;
    const vip = isVip(user, ctx.nowSec);

    // Purchases: tracks and one non-audio item; the orders module seeds the order of each, and the balance
    // and points logs from the orders.
    const bought = [
      ...en.helpers.arrayElements(paidAudio, rich ? 9 : en.number.int({ min: 3, max: 5 })),
      ...en.helpers.arrayElements(paidOther, 1),
    ];
    state.purchased.set(user.id, new Set(bought.map((g) => g.id)));

    // Collections, oldest first.
    const collected = en.helpers.arrayElements(onSale, rich ? 25 : en.number.int({ min: 4, max: 8 }));
    const collectTimes = ascendingTimes(collected.length, 200);
    state.collections.set(user.id, new Map(collected.map((g, i) => [g.id, collectTimes[i] ?? ctx.nowSec])));

    // Play history: one entry per goods, oldest first.
    const played = en.helpers.arrayElements(audio, rich ? 25 : en.number.int({ min: 5, max: 10 }));
    const playTimes = ascendingTimes(played.length, 30);
    state.history.set(
      user.id,
      new Map(
        played.map((g, i) => [
          g.id,
          { id: state.nextHistoryId++, goodsId: g.id, createtime: playTimes[i] ?? ctx.nowSec },
        ]),
      ),
    );

    // Downloads: only what the user may download; an item may be downloaded more than once.
    const downloadable = [
      ...bought.filter((g) => g.goods_type !== 'physical'),
      ...en.helpers.arrayElements(free, 3),
      ...(vip ? en.helpers.arrayElements(vipFree, 5) : []),
    ];
    const downloadCount = rich ? 22 : en.number.int({ min: 3, max: 6 });
    const downloadTimes = ascendingTimes(downloadCount, 100);
    state.downloads.set(
      user.id,
      downloadTimes.map((createtime) => ({
        id: state.nextDownloadId++,
        goodsId: en.helpers.arrayElement(downloadable).id,
        createtime,
      })),
    );

    state.genres.set(user.id, en.helpers.arrayElements([...GENRES], rich ? 3 : en.number.int({ min: 1, max: 3 })));
  }
  return state;
}
