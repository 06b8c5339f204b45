import { mediaUrl } from './media';

// Held until loaded: a request whose Image object is collected may be dropped.
const pending = new Set<HTMLImageElement>();
const asked = new Set<string>();

/**
 * Asks for a page's largest picture (its cover) at high priority as soon as its address is known, ahead of
 * the page's code and of everything below the fold: the `<img>` that shows it later finds it in the
 * browser's image cache (`auto` for a picture wanted soon but not first). Resolves once it has loaded or failed
 * (at once for one asked for before). Only addresses the media allow-list accepts (lib/media, lib/safe-url).
 */
export function preloadImage(src: string | null | undefined, priority: 'high' | 'auto' = 'high'): Promise<void> {
  const url = mediaUrl(src);
  if (!url || asked.has(url) || typeof Image === 'undefined') return Promise.resolve();
  asked.add(url);
  const image = new Image();
  image.fetchPriority = priority;
  image.decoding = 'async';
  pending.add(image);
  return new Promise((resolve) => {
    image.onload = () => {
      pending.delete(image);
      resolve();
    };
    image.onerror = () => {
      pending.delete(image);
      // A later page may try again (a flaky network); the page's own <img> shows its fallback meanwhile.
      asked.delete(url);
      resolve();
    };
    image.src = url;
  });
}
