import { type ApiError, isApiError } from './errors';

// The provider says "gone" only in words: a missing item and a busy server both arrive as code 0. The
// contract's wording is English ('The goods do not exist or have been removed', 'The comment does not
// exist'); the Chinese forms are the provider's own phrasing of the same.
const GONE_WORDING = /\bdo(?:es)? not exist\b|\bbeen removed\b|不存在|已下架/i;

/**
 * Whether a request failed because what it asked for does not exist (or no longer does): asking again
 * would hear the same, so the page says the thing is not available instead of offering a retry.
 */
export function isGone(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'business' && GONE_WORDING.test(error.message);
}
