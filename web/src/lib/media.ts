import { env } from '@/config/env';
import { safeUrl } from './safe-url';

/**
 * Addresses already checked. A list renders the same covers again on every change (a crate of 200 reordered
 * renders a screenful of rows, each cover checked with four to six URL parses), and the answer depends only
 * on the provider's base and the media origins, which a session does not change (the app's origin neither;
 * the main site, which the config may change, is for links only). Set aside if either is ever replaced, and
 * bounded: a long scroll through the catalogue starts it again rather than growing it.
 */
const checked = new Map<string, string>();
const CHECKED_MAX = 1_000;
let checkedUnder: { apiBase: string; mediaOrigins: readonly string[] } = {
  apiBase: env.apiBase,
  mediaOrigins: env.mediaOrigins,
};

/**
 * The address to load a provider file from: paths (/media/..., /uploads/...) live on the provider's
 * origin; full urls only from the allowed media origins (lib/safe-url). '' when there is nothing to load,
 * or the address was refused, so the caller shows its placeholder. A refusal is reported once per address.
 */
export function mediaUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (checkedUnder.apiBase !== env.apiBase || checkedUnder.mediaOrigins !== env.mediaOrigins) {
    checked.clear();
    checkedUnder = { apiBase: env.apiBase, mediaOrigins: env.mediaOrigins };
  }
  let url = checked.get(src);
  if (url === undefined) {
    url = safeUrl(src, 'media') ?? '';
    if (checked.size >= CHECKED_MAX) checked.clear();
    checked.set(src, url);
  }
  return url;
}
