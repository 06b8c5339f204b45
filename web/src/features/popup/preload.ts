import type { QueryClient } from '@tanstack/react-query';
import { popupsQuery } from '@/entities/popup/getPopups';
import { mediaUrl } from '@/lib/media';
import { choosePopup } from './model/choose';

/**
 * The launch popup's list is small and asked for at launch (index.html preloads it), but its pictures wait
 * until the page underneath has painted its content (`after`): a visitor came for the page. The first picture
 * is then fetched at once, not once rendering discovers it. The carousel waits for that picture (see
 * LaunchPopup).
 */
export async function preloadLaunchPopup(queryClient: QueryClient, after: Promise<void>): Promise<void> {
  // A failed request has been reported by the request rules; the popup then simply does not show.
  const popups = await queryClient.fetchQuery(popupsQuery()).catch(() => null);
  await after;
  if (!Array.isArray(popups)) return;
  const chosen = choosePopup(popups, Date.now());
  if (!chosen) return;
  // The first slide is what shows first; the others load with the carousel.
  // A picture the URL rule refuses is not loaded at all.
  const url = mediaUrl(chosen.links[0]?.image);
  if (url) new Image().src = url;
}
