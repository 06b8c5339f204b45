import { type ApiError, isApiError } from './errors';

// The provider says "gone" only in words: a missing item and a busy server both arrive as code 0. It answers
// in the language the call names (`lang`, lib/api/middleware.ts), so its wording of "does not exist" and
// "taken off the shelf" in each of those languages is here, in one table, and nowhere else.
const GONE_WORDING: Readonly<Record<'en' | 'zh-cn' | 'zh-tw', readonly RegExp[]>> = {
  // The contract's wording: 'The goods do not exist or have been removed', 'The order does not exist'.
  en: [/\bdo(?:es)? not exist\b/i, /\bbeen removed\b/i],
  // 商品不存在或已下架, 订单不存在
  'zh-cn': [/不存在/, /已下架/],
  // 商品不存在或已下架, 訂單不存在 (the same characters in Traditional script)
  'zh-tw': [/不存在/, /已下架/],
};
const PATTERNS = Object.values(GONE_WORDING).flat();

/**
 * Whether a request failed because what it asked for does not exist (or no longer does): asking again
 * would hear the same, so the page says the thing is not available instead of offering a retry.
 */
export function isGone(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'business' && PATTERNS.some((p) => p.test(error.message));
}
