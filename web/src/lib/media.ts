import { safeUrl } from './safe-url';

/**
 * The address to load a provider file from: paths (/media/..., /uploads/...) live on the provider's
 * origin; full urls only from the allowed media origins (lib/safe-url). '' when there is nothing to load,
 * or the address was refused, so the caller shows its placeholder.
 */
export function mediaUrl(src: string | null | undefined): string {
  if (!src) return '';
  return safeUrl(src, 'media') ?? '';
}
