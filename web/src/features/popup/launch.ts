import type { QueryClient } from '@tanstack/react-query';
import { LAUNCH_EXTRAS_SETTLE_MS } from '@/config/constants';
import { popupsQuery } from '@/entities/popup/getPopups';
import { launchPicturesPending } from '@/lib/content-painted';
import { preloadImage } from '@/lib/preload-image';
import { choosePopup } from './model/choose';

// The launch popup's parts in the order that keeps them off the page's way and still shows the popup one
// round trip after the page has drawn, not three (its code, then its list, then its pictures): the list once
// the page's own requests are answered, the pictures and the code together once the page has drawn its
// content. Imported by the entry: the popup's code itself (LaunchPopup.tsx, with its carousel) stays a chunk.

/** The popup list, asked for while the page's pictures load. Failures are LaunchPopup's to meet (it shows nothing). */
export function prefetchLaunchPopupList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(popupsQuery());
}

/**
 * Once the page has drawn: the chosen popup's pictures (the first as the screen's largest paint, the others
 * beside it, as the carousel takes the height of the tallest) and its code, at once. The page's pictures off the
 * screen wait for these (launchPicturesPending), as the popup covers the page: on a listing, 18 covers let go
 * at the same moment took the popup's bandwidth.
 */
export async function preloadLaunchPopup(queryClient: QueryClient): Promise<void> {
  const code = import('./LaunchPopup').catch(() => undefined);
  const popups = await queryClient.ensureQueryData(popupsQuery()).catch(() => undefined);
  const chosen = Array.isArray(popups) ? choosePopup(popups, Date.now()) : undefined;
  const pictures = Promise.all(
    (chosen?.links ?? []).map((link, index) => preloadImage(link.image, index === 0 ? 'high' : 'auto')),
  );
  // A picture that never arrives holds nothing back for long.
  const cap = new Promise((resolve) => setTimeout(resolve, LAUNCH_EXTRAS_SETTLE_MS));
  await Promise.race([pictures, cap]);
  launchPicturesPending.value = false;
  await code;
}
