import { filterText, textLength } from '@djshop/api/php-text';
import { userText } from '@/lib/user-text';

/**
 * Text the user typed, as the published article will show it: the provider keeps the result of its input
 * filter (trim, strip_tags, htmlspecialchars) and the app decodes that once. The preview and the length rules
 * go through the same filter, so neither disagrees with what publishing will do.
 */
export const asPublished = (typed: string): string => userText(filterText(typed));

/** The length the provider's limits count: characters of the filtered (escaped) text. */
export const storedLength = (typed: string): number => textLength(filterText(typed));

/** The start of an article's text for a list, cut at a character boundary. */
export function excerpt(text: string, chars: number): string {
  const characters = [...text];
  return characters.length > chars ? `${characters.slice(0, chars).join('')}…` : text;
}
