import { describe, expect, it } from 'vitest';
import { checkWithdrawal } from './WithdrawalPage';

const t = (key: string, options?: Record<string, string>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const amount = {
  balance: '356.80',
  total_income: '1256.80',
  today_income: '0.00',
  withdrawn: '0.00',
  frozen: '0.00',
  withdraw_min: '100.00',
};
const form = {
  type: 'alipay' as const,
  amount: '200',
  account: 'a',
  accountName: 'n',
  qrcode: [],
  remarks: '',
  contact: 'c',
};

describe('the withdrawal check', () => {
  it('asks in the provider order, with the minimum from the server', () => {
    expect(checkWithdrawal({ ...form, type: '' }, amount, t)).toEqual({ error: 'withdraw.errors.type' });
    expect(checkWithdrawal({ ...form, account: ' ' }, amount, t)).toEqual({ error: 'withdraw.errors.account' });
    expect(checkWithdrawal({ ...form, accountName: '' }, amount, t)).toEqual({ error: 'withdraw.errors.accountName' });
    expect(checkWithdrawal({ ...form, contact: '' }, amount, t)).toEqual({ error: 'withdraw.errors.contact' });
    expect(checkWithdrawal({ ...form, amount: '' }, amount, t)).toEqual({ error: 'withdraw.errors.amount' });
    expect(checkWithdrawal({ ...form, amount: '1,000' }, amount, t)).toEqual({
      error: 'withdraw.errors.amountInvalid',
    });
    expect(checkWithdrawal({ ...form, amount: '99.99' }, amount, t)).toEqual({
      error: 'withdraw.errors.minimum {"min":"¥100.00"}',
    });
    expect(checkWithdrawal({ ...form, amount: '356.81' }, amount, t)).toEqual({ error: 'withdraw.errors.balance' });
  });

  it('accepts the minimum and the whole balance', () => {
    expect(checkWithdrawal({ ...form, amount: '100' }, amount, t)).toMatchObject({ body: { amount: '100.00' } });
    expect(checkWithdrawal({ ...form, amount: '356.80', remarks: ' r ' }, amount, t)).toEqual({
      body: { type: 'alipay', amount: '356.80', account: 'a', account_name: 'n', contact: 'c', remarks: 'r' },
    });
  });
});
