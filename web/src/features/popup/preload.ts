import type { QueryClient } from '@tanstack/react-query';
import { popupsQuery } from '@/entities/popup/getPopups';
import { mediaUrl } from '@/lib/media';
import { choosePopup } from './model/choose';

/**
 * The launch popup is the first large thing a visitor sees, so its request goes out before the first page
 * asks for its own data, and when a popup is due its first image is fetched as soon as the list has come,
 * not once rendering discovers it. The carousel waits for that picture (see LaunchPopup).
 */
export async function preloadLaunchPopup(queryClient: QueryClient): Promise<void> {
  // A failed request has been reported by the request rules; the popup then simply does not show.
  const popups = await queryClient.fetchQuery(popupsQuery()).catch(() => null);
  if (!Array.isArray(popups)) return;
  const chosen = choosePopup(popups, Date.now());
  if (!chosen) return;
  // The first slide is what shows first; the others load with the carousel.
  // A picture the URL rule refuses is not loaded at all.
  const url = mediaUrl(chosen.links[0]?.image);
  if (url) new Image().src = url;
}
