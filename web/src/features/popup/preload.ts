import type { QueryClient } from '@tanstack/react-query';
import { mediaUrl } from '@/lib/media';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { popupsQuery } from './api/getPopups';
import { LazyLaunchPopup } from './lazy';
import { choosePopup } from './model/choose';

/**
 * The launch popup is the first large thing a visitor sees, so its request goes out before the first page
 * asks for its own data, and when a popup is due its code, the carousel and the images are fetched side by
 * side instead of one after the other as rendering would discover them.
 */
export async function preloadLaunchPopup(queryClient: QueryClient): Promise<void> {
  // The popup's own code is small, so it is fetched alongside the list rather than after it.
  LazyLaunchPopup.preload();
  // A failed request has been reported by the request rules; the popup then simply does not show.
  const popups = await queryClient.fetchQuery(popupsQuery()).catch(() => null);
  if (!Array.isArray(popups)) return;
  const chosen = choosePopup(popups, Date.now());
  if (!chosen) return;
  // The first slide is what shows first; the others load with the carousel.
  const first = chosen.links[0];
  if (first) new Image().src = mediaUrl(first.image);
  LazyCarousel.preload();
}
