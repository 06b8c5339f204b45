import type { components } from '@djshop/api';
import { HTTP_OK } from '@/config/constants';
import { env } from '@/config/env';
import { getVisitorId } from '@/lib/device';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/layers/toast';
import { expireSession } from '@/lib/login';
import { clearToken, token } from '@/lib/session';
import { firstHeading, isEnvelope, judgeEnvelope } from '../envelope';
import { ApiError } from '../errors';
import { UPLOAD_SCHEMA_PATH } from '../middleware';

export type UploadedFile = components['schemas']['UploadedFile'];

export interface UploadProgressOptions {
  signal?: AbortSignal;
  /** The share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/common/upload with upload progress. fetch cannot report how much of a request body has been sent,
 * so this one call goes through XMLHttpRequest; it keeps the request rules of the middleware (headers,
 * envelope, session expiry, the server's message as a toast). It has no time-out: a 50M audio file on a phone
 * takes longer than the 30 s of ordinary calls, and the user can cancel it instead.
 */
export function uploadFileWithProgress(file: Blob, { signal, onProgress }: UploadProgressOptions = {}) {
  return new Promise<UploadedFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBase}${UPLOAD_SCHEMA_PATH}`);
    const current = token.value;
    if (current) xhr.setRequestHeader('token', current);
    xhr.setRequestHeader('visitor-id', getVisitorId());
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('network', 0, t('api.networkError')));
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      let body: unknown;
      let parsed = true;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = false;
      }
      const envelope = isEnvelope(body) ? body : undefined;
      const verdict = envelope ? judgeEnvelope(envelope, true) : undefined;
      if (envelope && verdict === 'relogin') {
        expireSession();
        reject(new ApiError('auth', envelope.code, envelope.msg));
        return;
      }
      if (envelope && verdict === 'clearToken') {
        clearToken();
        reject(new ApiError('auth', envelope.code, envelope.msg));
        return;
      }
      if (xhr.status !== HTTP_OK || !parsed || !envelope) {
        const message = (parsed ? '' : firstHeading(text)) || envelope?.msg || t('api.networkError');
        showToast(message);
        reject(new ApiError('http', xhr.status, message));
        return;
      }
      if (verdict !== 'success') {
        showToast(envelope.msg);
        reject(new ApiError('business', envelope.code, envelope.msg));
        return;
      }
      onProgress?.(1);
      resolve(envelope.data as UploadedFile);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
