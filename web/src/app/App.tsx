import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LAUNCH_POPUP_WAIT_MS } from '@/config/constants';
import { LaunchPopup } from '@/features/popup/LaunchPopup';
import { DialogHost } from '@/ui/dialog/Dialog';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import type { AppRouter } from './router';

interface AppProps {
  /** Called once the page is to be drawn: the router is made then (see bootstrapApp). */
  router: () => AppRouter;
  queryClient: QueryClient;
  /** Whether this launch shows the launch popup (see showsLaunchPopup). */
  launchPopup?: boolean;
}

export function App({ router, queryClient, launchPopup = false }: AppProps) {
  // With a launch popup on its way, the page waits until the popup has settled (its first picture drawn and
  // its carousel set up, or known not to come; at most LAUNCH_POPUP_WAIT_MS): on a slow phone the popup, the
  // first thing the visitor sees and taps, then does not queue behind the code, requests and rendering of the
  // page it covers.
  const [pageShown, setPageShown] = useState(!launchPopup);
  // A transition: React renders the page in slices, so its first render is no long task on a slow phone.
  const showPage = useCallback(() => startTransition(() => setPageShown(true)), []);
  useEffect(() => {
    if (pageShown) return;
    const timer = setTimeout(showPage, LAUNCH_POPUP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pageShown, showPage]);

  return (
    <QueryClientProvider client={queryClient}>
      {pageShown ? <RouterProvider router={router()} /> : null}
      {/* Outside the router, and in the entry: the popup does not wait for any other code. */}
      {launchPopup ? <LaunchPopup onSettled={showPage} /> : null}
      <LoadingIndicator />
      <Toast />
      <DialogHost />
      <NoNetwork />
      <TimeoutLayer />
    </QueryClientProvider>
  );
}
