import { describe, expect, it } from 'vitest';
import { centsOf, normalisePrice } from './money';

describe('money', () => {
  it('reads typed prices as two-place decimals and refuses anything else', () => {
    expect(normalisePrice('29.9')).toBe('29.90');
    expect(normalisePrice(' 0 ')).toBe('0.00');
    expect(normalisePrice('007.5')).toBe('7.50');
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1.']) expect(normalisePrice(bad)).toBeNull();
  });

  it('compares amounts in cents', () => {
    expect(centsOf('356.80')).toBe(35680);
    expect(centsOf('-100.00')).toBe(-10000);
    expect(centsOf('0.1')).toBe(10);
  });
});
