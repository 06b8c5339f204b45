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

/**
 * Fetches a page's largest picture at high priority as soon as its address is known (from the route's data,
 * before the page's code has rendered it); the page's own <img> of the same address is then served from the
 * browser's cache. A refused address is not fetched.
 */
export function preloadHeroImage(src: string | null | undefined): void {
  const url = mediaUrl(src);
  if (!url || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
