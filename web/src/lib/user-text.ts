// The provider filters every input with strip_tags + htmlspecialchars (ENT_QUOTES) and answers the result
// (docs/behaviour.md#requests), so user text arrives HTML-escaped. React shows strings as text, never as markup, so
// the escaping must be undone exactly once before display, or `Tom & "Jerry"` shows as
// `Tom &amp; &quot;Jerry&quot;`. Only what htmlspecialchars writes is decoded: a general HTML entity decoder
// would turn text the user typed (a literal "&copy" in a title the seed did not escape) into other text.

const DECODED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#39;': "'",
  '&#x27;': "'",
};

// One pass: "&amp;quot;" (the user typed "&quot;") becomes "&quot;", not '"'.
const ESCAPED = /&(?:amp|lt|gt|quot|#0?39|#x27);/gi;

/** User text from the provider as the user wrote it, for display as text (never as HTML). */
export function userText(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(ESCAPED, (entity) => DECODED[entity.toLowerCase()] ?? entity);
}
