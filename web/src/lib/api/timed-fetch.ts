import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { RequestTimeoutError } from './errors';

/**
 * fetch with the client time-out. The race makes the time-out hold even for a fetch that ignores its
 * signal; the abort still frees the connection where the fetch honours it.
 */
export async function timedFetch(request: Request): Promise<Response> {
  if (request.signal.aborted) throw request.signal.reason;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new RequestTimeoutError(`No answer within ${REQUEST_TIMEOUT_MS} ms`);
      controller.abort(reason);
      reject(reason);
    }, REQUEST_TIMEOUT_MS);
  });
  const cancelled = new Promise<never>((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
  // The losing racers settle later (or never); they must not surface as unhandled rejections.
  expired.catch(() => {});
  cancelled.catch(() => {});
  try {
    return await Promise.race([globalThis.fetch(request, { signal: controller.signal }), expired, cancelled]);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}
