// The contract's rules for user text ("User text" in openapi.yaml's description), applied to every string
// of every JSON body before a handler sees it, so no write can forget one:
// - a lone surrogate (half of a UTF-16 pair, which no keyboard types and UTF-8 cannot carry) is refused;
// - text is stored in Unicode NFC, so the same word typed on two phones is the same string;
// - text made only of spaces (any Unicode White_Space, the no-break and ideographic spaces included, and
//   invisible format characters such as the zero-width space) counts as empty, so the handler's
//   "required" message answers it.
// Lengths are counted by the handlers on the text as typed (after trimming and strip_tags, before
// htmlspecialchars): `typedText` in @djshop/api/php-text.
import type { RequestProblem } from './operations.ts';

export const INVALID_TEXT = 'The text contains invalid characters';

/** Secrets are compared byte for byte: never normalised or blanked. */
const SECRET_FIELD = /password$/i;
const BLANK = /^[\p{White_Space}\p{Cf}]*$/u;
// With the u flag a paired surrogate is one code point, so this matches only halves on their own.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a value is text made only of spaces and invisible characters (so counts as empty). */
export const isBlank = (value: unknown): boolean => typeof value === 'string' && BLANK.test(value);

type Walked = { ok: true; value: unknown } | { ok: false; problem: RequestProblem };

function walk(value: unknown, field: string, key: string): Walked {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) return { ok: false, problem: { field, keyword: 'text', msg: INVALID_TEXT } };
    if (SECRET_FIELD.test(key)) return { ok: true, value };
    return { ok: true, value: BLANK.test(value) ? '' : value.normalize('NFC') };
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const r = walk(value[i], field ? `${field}.${i}` : String(i), key);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = walk(v, field ? `${field}.${k}` : k, k);
      if (!r.ok) return r;
      out[k] = r.value;
    }
    return { ok: true, value: out };
  }
  return { ok: true, value };
}

/** The body with the text rules applied (a copy), or the first field that breaks them. */
export const applyTextRules = (body: unknown): Walked => walk(body, '', '');
