/**
 * business: the provider refused (a non-success code; its msg was shown).
 * auth: the session ended (codes 401, 3, 30001) or the token was dropped (-95102).
 * http: a status other than 200 (the h1 of the error page, the msg or 'Network error' was shown).
 * network: the request never got an answer (nothing shown, the loading indicator just closes).
 * timeout: no answer within the request time-out (the time-out layer was shown; a tap on it retries).
 */
export type ApiErrorKind = 'business' | 'auth' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope code, or the HTTP status for kind 'http', or 0 when there was no answer. */
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Raised by the time-out wrapper; the middleware turns it into an ApiError of kind 'timeout'. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
}
