// The provider's envelope `{code, msg, time, data}` (docs/behaviour.md#requests). Handlers return one of these
// outcomes; the route layer adds `time`, picks the HTTP status, validates and serialises.

export interface Ok<T> {
  readonly kind: 'ok';
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

export interface Fail {
  readonly kind: 'fail';
  readonly code: number;
  readonly msg: string;
}

/** An answer outside the envelope (a file the contract describes, such as version.json). */
export interface Raw {
  readonly kind: 'raw';
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

export type Outcome<T> = Ok<T> | Fail | Raw;

export const ok = <T>(data: T, msg = ''): Ok<T> => ({ kind: 'ok', code: 1, msg, data });

/** A success that carries a code other than 1: 200, or the upload call's 0 (docs/behaviour.md#uploads). */
export const okWithCode = <T>(code: number, data: T, msg = ''): Ok<T> => ({ kind: 'ok', code, msg, data });

export const fail = (msg: string, code = 0): Fail => ({ kind: 'fail', code, msg });

export const raw = (body: unknown, contentType = 'application/json; charset=utf-8', status = 200): Raw => ({
  kind: 'raw',
  status,
  contentType,
  body,
});

/** FastAdmin sets the HTTP status to the code when 200 <= code < 1000, and answers 200 otherwise. */
export const httpStatusOf = (code: number): number => (code >= 200 && code < 1000 ? code : 200);

export const UNAUTHORIZED_MSG = 'Please login first';

/**
 * Serialises an envelope whose `data` is already JSON text. Always the same key order, so a cached body and
 * a freshly built one are byte-identical.
 */
export const envelopeJson = (code: number, msg: string, seconds: number, dataJson: string): string => {
  const [head, tail] = envelopeParts(code, msg, dataJson);
  return `${head}${seconds}${tail}`;
};

/** The envelope around its `time` value, which is the only part that changes between two equal answers. */
export const envelopeParts = (code: number, msg: string, dataJson: string): [string, string] => [
  `{"code":${code},"msg":${JSON.stringify(msg)},"time":"`,
  `","data":${dataJson}}`,
];

/** Formats integer cents as FastAdmin's decimal string, e.g. 2990 → '29.90'. */
export const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** The HTML page a ThinkPHP exception renders; the app shows the text of its first h1. */
export const errorPage = (message: string): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>System error</title></head><body><h1>${escapeHtml(message)}</h1></body></html>`;

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
