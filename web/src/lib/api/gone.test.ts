import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { isGone } from './gone';

describe('isGone', () => {
  it('takes the provider saying the item or comment does not exist for gone', () => {
    expect(isGone(new ApiError('business', 0, 'The goods do not exist or have been removed'))).toBe(true);
    expect(isGone(new ApiError('business', 0, 'The goods does not exist'))).toBe(true);
    expect(isGone(new ApiError('business', 0, 'The comment does not exist'))).toBe(true);
    expect(isGone(new ApiError('business', 0, '商品不存在'))).toBe(true);
    expect(isGone(new ApiError('business', 0, '商品已下架'))).toBe(true);
    // The order detail's refusal in each of the provider's languages (the mock's table, mock-server/src/i18n.ts).
    for (const msg of ['The order does not exist', '订单不存在', '訂單不存在']) {
      expect(isGone(new ApiError('business', 0, msg))).toBe(true);
    }
  });

  it('leaves every other failure to a retry', () => {
    expect(isGone(new ApiError('business', 0, '系统繁忙，请稍后再试 System busy, try again later'))).toBe(false);
    expect(isGone(new ApiError('business', 0, 'Invalid parameters: id'))).toBe(false);
    // The same words from a failed request, not from the provider's answer, say nothing about the item.
    expect(isGone(new ApiError('http', 404, 'Not found: the page does not exist'))).toBe(false);
    expect(isGone(new ApiError('network', 0, ''))).toBe(false);
    expect(isGone(new Error('The goods does not exist'))).toBe(false);
    expect(isGone(null)).toBe(false);
  });
});
