// User text as the provider stores it, shared by the mock (which stores it) and the app (which previews it).
// FastAdmin's `default_filter` is 'trim,strip_tags,htmlspecialchars' (PHP 8: htmlspecialchars defaults to ENT_QUOTES),
// so the app gets back exactly what these functions give.

/** PHP's trim() without a character list: only these six characters, not every Unicode space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and vertical tab are exactly what PHP's trim() strips
export const phpTrim = (text: string): string => text.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

// C's isspace() in the "C" locale.
const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';

/**
 * A port of php_strip_tags_ex (ext/standard/string.c) without an allow list. It is a state machine, not a
 * regex, because its quirks are visible: `a < b` keeps the `<` (a space follows it), `1<2` loses everything
 * from the `<` (an unclosed tag), quotes inside a tag hide a `>`, and comments, `<!...>` and `<?...?>` go.
 */
export function phpStripTags(text: string): string {
  let out = '';
  let state = 0;
  let depth = 0;
  let inQ = '';
  let lc = '';
  let br = 0;
  let isXml = false;
  const at = (i: number): string => (i >= 0 && i < text.length ? (text[i] as string) : '\0');
  for (let p = 0; p < text.length; p++) {
    const c = text[p] as string;
    if (state === 0) {
      if (c === '\0') continue;
      if (c === '<') {
        if (inQ) continue;
        if (isSpace(at(p + 1))) {
          out += c;
          continue;
        }
        lc = '<';
        state = 1;
        continue;
      }
      if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQ) continue;
      }
      out += c;
    } else if (state === 1) {
      if (c === '<') {
        if (inQ || isSpace(at(p + 1))) continue;
        depth++;
      } else if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQ) continue;
        lc = '>';
        if (isXml && at(p - 1) === '-') continue;
        inQ = '';
        state = 0;
        isXml = false;
      } else if (c === '"' || c === "'") {
        if (p !== 0 && (!inQ || c === inQ)) inQ = inQ ? '' : c;
      } else if (c === '!') {
        if (at(p - 1) === '<') {
          state = 3;
          lc = c;
        }
      } else if (c === '?') {
        if (at(p - 1) === '<') {
          br = 0;
          state = 2;
        }
      }
    } else if (state === 2) {
      if (c === '(') {
        if (lc !== '"' && lc !== "'") {
          lc = '(';
          br++;
        }
      } else if (c === ')') {
        if (lc !== '"' && lc !== "'") {
          lc = ')';
          br--;
        }
      } else if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQ) continue;
        if (!br && lc !== '"' && at(p - 1) === '?') {
          inQ = '';
          state = 0;
        }
      } else if (c === '"' || c === "'") {
        if (p >= 1 && at(p - 1) !== '\\') {
          if (lc === c) lc = '';
          else if (lc !== '\\') lc = c;
          if (p !== 0 && (!inQ || c === inQ)) inQ = inQ ? '' : c;
        }
      } else if ((c === 'l' || c === 'L') && p > 4) {
        // `<?xml` is markup, not PHP code.
        if (/^m$/i.test(at(p - 1)) && /^x$/i.test(at(p - 2)) && at(p - 3) === '?' && at(p - 4) === '<') {
          state = 1;
          isXml = true;
        }
      }
    } else if (state === 3) {
      if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQ) continue;
        inQ = '';
        state = 0;
      } else if (c === '"' || c === "'") {
        if (p !== 0 && at(p - 1) !== '\\' && (!inQ || c === inQ)) inQ = inQ ? '' : c;
      } else if (c === '-') {
        if (at(p - 1) === '-' && at(p - 2) === '!') state = 4;
      } else if ((c === 'e' || c === 'E') && p > 6) {
        // `<!DOCTYPE ...>` is read as a tag.
        if (text.slice(p - 6, p).toLowerCase() === 'doctyp') state = 1;
      }
    } else if (c === '>' && !inQ && at(p - 1) === '-' && at(p - 2) === '-') {
      // state 4: inside `<!-- -->`
      inQ = '';
      state = 0;
    }
  }
  return out;
}

/** htmlspecialchars($text, ENT_QUOTES): double_encode is on, so an existing `&amp;` is encoded again. */
export const phpHtmlSpecialChars = (text: string): string =>
  text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#039;',
  );

/** The text as the person typed it, once trimmed and without tags: what the contract's length limits count. */
export const typedText = (text: string): string => phpStripTags(phpTrim(text));

/** FastAdmin's default input filter: what the provider stores for any user text. */
export const filterText = (text: string): string => phpHtmlSpecialChars(typedText(text));

/** mb_strlen: code points, the unit of ThinkPHP's length rules and of JSON Schema's maxLength. */
export const textLength = (text: string): number => [...text].length;
