import type { QueryClient } from '@tanstack/react-query';
import { LAUNCH_POPUP_WAIT_MS } from '@/config/constants';
import { afterNextPaint } from '@/lib/after-paint';
import { routeDataSettled } from '@/lib/query-client';
import type { AppRouter } from './router';

/** Resolves once the router has the first page's code (or has failed to load it, which the error page shows). */
function pageLoaded(router: AppRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/** Resolves once every picture the page marked as its largest (`fetchpriority="high"`) has loaded or failed. */
function heroImagesDone(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}

/**
 * Resolves once the first page has painted its content: its code, the data its route asked for, then its
 * largest pictures on screen. Launch extras (the popup) wait for it, so they never sit between a visitor and
 * the page they asked for; at most LAUNCH_POPUP_WAIT_MS, so a slow page does not keep them away for ever.
 */
export function whenPageContentPainted(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const painted = pageLoaded(router)
    .then(() => routeDataSettled(queryClient))
    // React commits the page with its data in the frames after the answer (in slices: a transition).
    .then(nextPaint)
    .then(nextPaint)
    .then(heroImagesDone)
    .then(nextPaint);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, LAUNCH_POPUP_WAIT_MS));
  return Promise.race([painted, cap]);
}
