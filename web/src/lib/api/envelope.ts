import { CLEAR_TOKEN_CODE, RELOGIN_CODES, SUCCESS_CODES, UPLOAD_SUCCESS_CODE } from '@/config/constants';

/** The provider's envelope as far as the request rules need to read it. */
export interface EnvelopeFields {
  code: number;
  msg: string;
  data: unknown;
}

export function isEnvelope(value: unknown): value is EnvelopeFields {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'number' && (record.msg === undefined || typeof record.msg === 'string');
}

export type Verdict = 'success' | 'relogin' | 'clearToken' | 'failure';

export function judgeEnvelope(envelope: EnvelopeFields, upload: boolean): Verdict {
  if (RELOGIN_CODES.includes(envelope.code)) return 'relogin';
  if (envelope.code === CLEAR_TOKEN_CODE) return 'clearToken';
  if (SUCCESS_CODES.includes(envelope.code)) return 'success';
  if (upload && envelope.code === UPLOAD_SUCCESS_CODE && hasSrc(envelope.data)) return 'success';
  return 'failure';
}

function hasSrc(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { src?: unknown }).src === 'string';
}

/** The text of the first <h1> of an HTML error page (ThinkPHP puts the message there). */
export function firstHeading(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('h1')?.textContent?.trim() ?? '';
}

/** The result is `data`, or the whole body when `data` is empty (FastAdmin's `success('msg')`). */
export function resultOf(body: unknown): unknown {
  if (!isEnvelope(body)) return body;
  const { data } = body;
  return data === null || data === undefined || data === '' ? body : data;
}
