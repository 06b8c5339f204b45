import { mediaUrl } from './media';

// Held until loaded: a request whose Image object is collected may be dropped.
const pending = new Set<HTMLImageElement>();
const asked = new Set<string>();

/**
 * Asks for a page's largest picture (its cover) at high priority as soon as its address is known, ahead of
 * the page's code and of everything below the fold: the `<img>` that shows it later finds it in the
 * browser's image cache. Only addresses the media allow-list accepts (lib/media, lib/safe-url).
 */
export function preloadImage(src: string | null | undefined): void {
  const url = mediaUrl(src);
  if (!url || asked.has(url) || typeof Image === 'undefined') return;
  asked.add(url);
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  const done = () => pending.delete(image);
  image.onload = done;
  image.onerror = () => {
    done();
    // A later page may try again (a flaky network); the page's own <img> shows its fallback meanwhile.
    asked.delete(url);
  };
  pending.add(image);
  image.src = url;
}
