import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDuration, formatPrice } from './format';

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
  it('shows yuan with two decimals in every language', () => {
    expect(formatPrice('29.9', 'en')).toBe('¥29.90');
    expect(formatPrice(1288, 'zh-Hans')).toBe('¥1,288.00');
    expect(formatPrice('not a number', 'en')).toBe('¥0.00');
  });
});

describe('formatDuration', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatDuration(196)).toBe('3:16');
    expect(formatDuration(3653)).toBe('1:00:53');
  });
});
