import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALES } from '@/config/constants';
import { formatBytes, formatCount, formatDate, formatDuration, formatPrice } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [9999, '9.9k'],
    [10_000, '1w'],
    [12_345, '1.2w'],
    [23_679_726, '2367.9w'],
  ])('%i → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1 MB'],
    [1_073_741_824, '1 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatPrice', () => {
  it('shows yuan with two decimals', () => {
    expect(formatPrice('29.9')).toBe('¥29.90');
    expect(formatPrice(1288)).toBe('¥1,288.00');
    expect(formatPrice('not a number')).toBe('¥0.00');
  });
});

// The formatters are written out for speed (see format.ts); Intl is the reference they must agree with.
describe('agreement with Intl.NumberFormat', () => {
  const samples = [
    0, 0.004, 0.005, 0.015, 1, 1.005, 2.675, 9.995, 29.9, 99.999, 999.5, 1000, 1288, 12_345.675, 1_234_567.891, -0.004,
    -5, -1.005, -1234.5,
  ];

  it.each(LOCALES)('prices in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
    });
    for (const value of samples) {
      expect(formatPrice(value), String(value)).toBe(intl.format(value));
      expect(formatPrice(String(value)), `"${value}"`).toBe(intl.format(value));
    }
  });

  it('counts and byte sizes', () => {
    const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
    const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
    for (let count = 1000; count < 50_000_000; count = Math.ceil(count * 1.37) + 7) {
      const [unit, suffix] = count < 10_000 ? [1000, 'k'] : [10_000, 'w'];
      expect(formatCount(count), String(count)).toBe(
        `${oneDecimal.format(Math.floor((count / unit) * 10) / 10)}${suffix}`,
      );
    }
    for (let bytes = 1; bytes < 2 ** 45; bytes = Math.ceil(bytes * 1.61) + 3) {
      const [number = '', unit] = formatBytes(bytes).split(' ');
      const power = ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(unit ?? '');
      expect(number, String(bytes)).toBe(twoDecimals.format(bytes / 1024 ** power));
    }
  });
});

describe('formatDuration', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatDuration(196)).toBe('3:16');
    expect(formatDuration(3653)).toBe('1:00:53');
  });
});

describe('formatDate agrees with Intl.DateTimeFormat (dateStyle medium)', () => {
  // Every month, both ends of a month, a leap day, and times either side of midnight in the local zone.
  const moments = [
    ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1, 0, 0, 1)),
    ...Array.from({ length: 12 }, (_, m) => new Date(2026, m + 1, 0, 23, 59, 59)),
    new Date(2024, 1, 29, 12),
    new Date(1999, 11, 31, 23, 59),
  ].map((d) => Math.floor(d.getTime() / 1000));
  it.each(LOCALES)('%s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    for (const seconds of moments) expect(formatDate(seconds, locale)).toBe(intl.format(new Date(seconds * 1000)));
  });
});
