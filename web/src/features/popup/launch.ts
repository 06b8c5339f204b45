import { signal } from '@preact/signals-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LAUNCH_EXTRAS_SETTLE_MS } from '@/config/constants';
import { popupsQuery } from '@/entities/popup/getPopups';
import { launchPicturesPending } from '@/lib/content-painted';
import { onConnectionRestored } from '@/lib/layers/no-network';
import { preloadImage } from '@/lib/preload-image';
import { launchPopupDrawnOrGone } from './drawn';
import { choosePopup } from './model/choose';

// The launch popup's parts in the order that keeps them off the page's way and still shows the popup one
// round trip after the page has drawn, not three (its code, then its list, then its pictures): the list once
// the page's own requests are answered, the pictures and the code together once the page has drawn its
// content. Imported by the entry: the popup's code itself (LaunchPopup.tsx, with its carousel) stays a chunk.

/**
 * The popup, once its code has come and its pictures have loaded (or the wait for them has run out); App renders
 * it. Not a lazy component: React holds back the first showing of a suspended part by up to 300 ms after its code
 * has arrived, which on a cold Category put the screen's largest paint some 100 ms further on at 4x CPU slowdown.
 */
export const launchPopupView = signal<ComponentType | null>(null);

/** The popup's code; a chunk lost to a dropped connection is asked for again once the connection is back. */
async function importPopup(): Promise<ComponentType> {
  for (;;) {
    try {
      return (await import('./LaunchPopup')).LaunchPopup;
    } catch {
      await new Promise<void>((resolve) => {
        const stop = onConnectionRestored(() => {
          stop();
          resolve();
        });
      });
    }
  }
}

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
  const code = importPopup();
  const popups = await queryClient.ensureQueryData(popupsQuery()).catch(() => undefined);
  const chosen = Array.isArray(popups) ? choosePopup(popups, Date.now()) : undefined;
  const pictures = Promise.all(
    (chosen?.links ?? []).map((link, index) => preloadImage(link.image, index === 0 ? 'high' : 'auto')),
  );
  // A picture that never arrives, or a popup whose code does not, holds nothing back for long.
  const cap = new Promise((resolve) => setTimeout(resolve, LAUNCH_EXTRAS_SETTLE_MS));
  // The pictures off the screen wait until the popup has drawn, not only loaded, its first picture: let go the
  // moment it had loaded, a listing's 18 covers rendered and decoded while the popup was rendering, and the
  // popup (the screen's largest paint) came some 300 to 900 ms later at 4x CPU slowdown.
  const shown = Promise.race([pictures, cap]).then(async () => {
    if (chosen) launchPopupView.value = await code;
  });
  await Promise.race([shown.then(() => (chosen ? launchPopupDrawnOrGone : undefined)), cap]);
  launchPicturesPending.value = false;
  await shown;
}
