// A musician's earnings, ledger and withdrawals.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim } from '@djshop/api/php-text';
import { fail, money, ok } from '../../envelope.ts';
import { newestFirst } from '../../store/ids.ts';
import { addLedgerLine, addWithdrawal, type WithdrawalRecord, withdrawMemo } from '../../store/modules/musician.ts';
import type { UserRecord } from '../../store/modules/users.ts';
import { type Handlers, read } from '../define.ts';
import { pageOf } from '../paging.ts';
import { approvedWriter, blank, centsOf, NOT_MUSICIAN_MSG } from './shared.ts';

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

const WITHDRAW_MESSAGES = {
  type: 'Please select the withdrawal method',
  ...blank('account', 'Please enter the account'),
  ...blank('account_name', 'Please enter the account name'),
  ...blank('contact', 'Please enter your contact'),
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

  getMyWithdrawals: read((ctx) => {
    const user = ctx.user as UserRecord;
    if (!approvedWriter(ctx.state, user)) return fail(NOT_MUSICIAN_MSG);
    const list = [...ctx.state.musician.withdrawals.values()].filter((w) => w.user_id === user.id).sort(newestFirst);
    return ok(pageOf(list, ctx.query, withdrawalView));
  }),
} satisfies Handlers;
