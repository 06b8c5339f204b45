import { describe, expect, it } from 'vitest';
import { incomeByDay } from './income';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('incomeByDay', () => {
  it('sums the income of each day over the span, with empty days as 0, and leaves withdrawals out', () => {
    const now = at(2026, 11, 21, 18);
    const series = incomeByDay(
      [
        { amount: '29.90', createtime: at(2026, 11, 21, 9) / 1000 },
        { amount: '10.10', createtime: at(2026, 11, 21, 1) / 1000 },
        { amount: '-100.00', createtime: at(2026, 11, 20) / 1000 },
        { amount: '5.00', createtime: at(2026, 11, 19) / 1000 },
        { amount: '99.00', createtime: at(2026, 10, 1) / 1000 },
      ],
      now,
      3,
    );
    expect(series.days).toEqual([at(2026, 11, 19, 0), at(2026, 11, 20, 0), at(2026, 11, 21, 0)].map((ms) => ms / 1000));
    expect(series.amounts).toEqual([5, 0, 40]);
    expect(series.total).toBe(45);
  });
});
