import type { Middleware } from 'openapi-fetch';
import { HTTP_OK } from '@/config/constants';
import { getVisitorId } from '@/lib/device';
import { providerLang, t } from '@/lib/i18n';
import { beginLoading } from '@/lib/layers/loading';
import { reportNetworkFailure } from '@/lib/layers/no-network';
import { reportTimeout } from '@/lib/layers/timeout';
import { showToast } from '@/lib/layers/toast';
import { expireSession } from '@/lib/login';
import { clearToken, token } from '@/lib/session';
import { firstHeading, isEnvelope, judgeEnvelope } from './envelope';
import { ApiError, RequestTimeoutError } from './errors';

/** The upload call answers code 0 on success, unlike every other call. */
export const UPLOAD_SCHEMA_PATH = '/api/common/upload';

/**
 * Every request rule (docs/behaviour.md#requests, #errors) in one place: headers, loading indicator, envelope codes, session
 * expiry, HTTP and network failures. Failures are thrown as ApiError so callers (and TanStack Query)
 * see a rejected promise with a typed reason.
 */
export function createRequestRules(): Middleware {
  const endLoading = new Map<string, () => void>();

  const finish = (id: string) => {
    endLoading.get(id)?.();
    endLoading.delete(id);
  };

  return {
    onRequest({ request, id }) {
      endLoading.set(id, beginLoading());
      const current = token.value;
      if (current) request.headers.set('token', current);
      request.headers.set('visitor-id', getVisitorId());
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      // The provider answers in the language the call names (FastAdmin: `lang`, its cookie, then
      // Accept-Language; Chinese otherwise), so a refusal reads in the language on screen. A header, not
      // `lang`, so the address stays the one index.html preloads.
      request.headers.set('Accept-Language', providerLang());
      return request;
    },

    async onResponse({ response, id, schemaPath }) {
      try {
        const text = await response.clone().text();
        let body: unknown;
        let parsed = true;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = false;
        }
        const envelope = isEnvelope(body) ? body : undefined;
        const verdict = envelope ? judgeEnvelope(envelope, schemaPath === UPLOAD_SCHEMA_PATH) : undefined;

        // The envelope is read before the status: code 401 arrives with HTTP 401 and means "log in again".
        if (envelope && verdict === 'relogin') {
          expireSession();
          throw new ApiError('auth', envelope.code, envelope.msg);
        }
        if (envelope && verdict === 'clearToken') {
          clearToken();
          throw new ApiError('auth', envelope.code, envelope.msg);
        }
        if (response.status !== HTTP_OK || !parsed) {
          const message = (parsed ? '' : firstHeading(text)) || envelope?.msg || t('api.networkError');
          showToast(message);
          throw new ApiError('http', response.status, message);
        }
        if (!envelope || verdict === 'success') return response;
        showToast(envelope.msg);
        throw new ApiError('business', envelope.code, envelope.msg);
      } finally {
        finish(id);
      }
    },

    onError({ error, id, request }) {
      finish(id);
      if (error instanceof RequestTimeoutError) {
        reportTimeout();
        return new ApiError('timeout', 0, t('api.timeout'));
      }
      // Cancelled by the caller (TanStack Query dropping a stale query): the original abort reason goes
      // back unchanged, as it is not a failure to report.
      if (request.signal.aborted) return undefined;
      reportNetworkFailure();
      return new ApiError('network', 0, t('api.networkError'));
    },
  };
}
