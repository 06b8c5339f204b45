import { describe, expect, it } from 'vitest';
import { Clock } from '../src/clock.ts';
import { FROZEN_EPOCH_MS } from '../src/config.ts';
import { Store } from '../src/store/index.ts';
import { SECTION_PLAN } from '../src/store/modules/goods.ts';
import { GROUP_REFUND_MEMO, RECHARGE_MEMO } from '../src/store/modules/library.ts';
import { balancePaymentMemo, pointsOf, pointsPaymentMemo } from '../src/store/modules/orders.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/store/modules/users.ts';

const store = new Store(20261121, new Clock(FROZEN_EPOCH_MS, true));
const { goods, writers, users, comments, home } = store.state;

describe('seeded catalogue', () => {
  it('has at least 500 goods across the five channels and every catalogue page', () => {
    expect(goods.list.length).toBeGreaterThanOrEqual(500);
    for (const channel of [59, 3, 1, 2, 141]) expect(goods.list.some((g) => g.channel === channel)).toBe(true);
    for (const { section } of SECTION_PLAN) expect(goods.bySection.get(section)?.length).toBeGreaterThan(0);
  });

  it('has genres, BPM, keys, prices, covers, previews, VIP-only and free items, and counts over 10,000', () => {
    const music = goods.list.filter((g) => g.goods_type === 'music');
    expect(music.every((g) => g.genre.length > 0 && g.bpm !== null && g.key !== null && g.hasPreview)).toBe(true);
    expect(goods.list.some((g) => g.vip_free)).toBe(true);
    expect(goods.list.some((g) => g.is_free && g.priceCents === 0)).toBe(true);
    expect(goods.list.filter((g) => g.play_count > 10_000).length).toBeGreaterThan(10);
    expect(goods.list.filter((g) => g.sales > 10_000).length).toBeGreaterThan(10);
    expect(goods.list.every((g) => g.image.endsWith('.jpg'))).toBe(true);
    expect(goods.list.some((g) => /[\u4e00-\u9fff]/.test(g.title) && /[A-Za-z]/.test(g.title))).toBe(true);
  });

  it('has at least 50 musicians, comments with replies, banners, notices and popups', () => {
    expect(writers.byId.size).toBeGreaterThanOrEqual(50);
    expect(comments.byId.size).toBeGreaterThan(100);
    expect([...comments.byId.values()].some((c) => c.replies.length > 0)).toBe(true);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.notices.length).toBeGreaterThan(0);
    expect(new Set(home.popups.map((p) => String(p.popradio)))).toEqual(new Set(['first', '0', '3']));
  });
});

describe('demo accounts', () => {
  it('exist with the demo password and their roles', () => {
    for (const name of DEMO_ACCOUNTS) expect(users.byUsername.get(name)?.password).toBe(DEMO_PASSWORD);
    const by = (name: string) => users.byUsername.get(name);
    expect(by('demo-vip')?.vip?.type).toBe('year');
    expect(by('demo-musician')?.writer_status).toBe('approved');
    expect(writers.byUserId.has(by('demo-musician')?.id ?? 0)).toBe(true);
    expect(by('demo-applicant')?.writer_status).toBe('reviewing');
    expect(by('demo-rejected')?.writer_status).toBe('rejected');
    expect(by('demo-brand')?.brand_id).not.toBeNull();
  });
});

describe('determinism', () => {
  it('seeds the same state from the same seed, and reset restores it', () => {
    const a = new Store(5, new Clock(FROZEN_EPOCH_MS, true));
    const b = new Store(5, new Clock(FROZEN_EPOCH_MS, true));
    const titles = (s: Store) => s.state.goods.list.map((g) => `${g.title}|${g.priceCents}|${g.play_count}`).join();
    expect(titles(a)).toBe(titles(b));
    const first = a.state.goods.list[0];
    if (first) first.title = 'changed';
    a.reset();
    expect(titles(a)).toBe(titles(b));
  });
});

describe('demo accounts: orders, purchases and logs agree', () => {
  const { orders, library } = store.state;
  const sorted = (lines: string[]) => [...lines].sort();
  const line = (amount: number, memo: string, at: number) => `${at} ${amount} ${memo}`;

  it.each(DEMO_ACCOUNTS.map((name, i) => [name, i + 1] as const))('%s', (_name, uid) => {
    const user = users.byId.get(uid);
    const mine = [...orders.byId.values()].filter((o) => o.user_id === uid);
    const paid = mine.filter((o) => o.paytime !== null);
    const moneyLog = library.moneyLog.get(uid) ?? [];
    const scoreLog = library.scoreLog.get(uid) ?? [];

    // Each log is a chain from zero to the account's current balance or points, never below zero.
    for (const [log, final] of [
      [moneyLog, user?.moneyCents],
      [scoreLog, user?.score],
    ] as const) {
      expect(log[0]?.before).toBe(0);
      expect(log.at(-1)?.after).toBe(final);
      log.forEach((e, i) => {
        expect(e.after).toBe(e.before + e.amount);
        expect(e.after).toBeGreaterThanOrEqual(0);
        if (i > 0) expect(e.before).toBe(log[i - 1]?.after);
      });
    }

    // Balance: a payment line per order paid by balance, a line per recharge order, a refund line per
    // refunded group order, and no line without its order.
    const refunded = [...orders.groupOrders.values()].filter(
      (go) => go.user_id === uid && go.refund_status === 'refunded',
    );
    expect(refunded.length).toBeGreaterThan(0);
    const expectedMoney = [
      ...paid
        .filter((o) => o.pay_type === 'balance')
        .map((o) => line(-o.payCents, balancePaymentMemo(o), o.paytime ?? 0)),
      ...paid.filter((o) => o.order_type === 'recharge').map((o) => line(o.payCents, RECHARGE_MEMO, o.paytime ?? 0)),
      ...refunded.map((go) => {
        const order = orders.byId.get(go.order_id ?? 0);
        return line(order?.payCents ?? 0, GROUP_REFUND_MEMO, (orders.groups.get(go.group_id)?.endtime ?? 0) + 3600);
      }),
    ];
    expect(sorted(moneyLog.map((e) => line(e.amount, e.memo, e.createtime)))).toEqual(sorted(expectedMoney));

    // Points: a line per order paid with points; the rest are check-ins and the opening bonus.
    const pointsPaid = paid.filter((o) => o.pay_type === 'score');
    expect(pointsPaid.length).toBeGreaterThan(0);
    expect(sorted(scoreLog.filter((e) => e.amount < 0).map((e) => line(e.amount, e.memo, e.createtime)))).toEqual(
      sorted(pointsPaid.map((o) => line(-(pointsOf(o) ?? -1), pointsPaymentMemo(o), o.paytime ?? 0))),
    );
    expect(scoreLog.every((e) => e.amount < 0 || /check-in|Sign-up/.test(e.memo))).toBe(true);

    // Purchases: exactly the goods of completed digital orders and of successful group buys.
    const delivered = mine.filter(
      (o) => o.status === 'completed' && (o.order_type === 'digital' || o.order_type === 'group'),
    );
    expect(sorted([...(library.purchased.get(uid) ?? [])].map(String))).toEqual(
      sorted([...new Set(delivered.flatMap((o) => o.items.map((i) => String(i.goods_id))))]),
    );
  });

  it('keep the balances and points the users module gives the demo accounts', () => {
    expect(DEMO_ACCOUNTS.map((_, i) => users.byId.get(i + 1)?.moneyCents)).toEqual([
      128_800, 520_000, 99_900, 5_000, 0, 23_300,
    ]);
    expect(DEMO_ACCOUNTS.map((_, i) => users.byId.get(i + 1)?.score)).toEqual([1200, 8800, 560, 100, 0, 3000]);
  });
});
