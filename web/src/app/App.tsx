import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LAUNCH_POPUP_WAIT_MS } from '@/config/constants';
import { LazyLaunchPopup } from '@/features/popup/lazy';
import { DialogHost } from '@/ui/dialog/Dialog';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import type { AppRouter } from './router';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** Whether this launch shows the launch popup (see showsLaunchPopup). */
  launchPopup?: boolean;
}

export function App({ router, queryClient, launchPopup = false }: AppProps) {
  // With a launch popup on its way, the page waits until the popup is drawn or known not to come (at most
  // LAUNCH_POPUP_WAIT_MS): on a slow phone the popup, the first thing the visitor sees and taps, then does
  // not queue behind the rendering of the whole page it covers.
  const [pageShown, setPageShown] = useState(!launchPopup);
  const showPage = useCallback(() => setPageShown(true), []);
  useEffect(() => {
    if (pageShown) return;
    const timer = setTimeout(showPage, LAUNCH_POPUP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pageShown, showPage]);

  return (
    <QueryClientProvider client={queryClient}>
      {pageShown ? <RouterProvider router={router} /> : null}
      {launchPopup ? (
        <Suspense fallback={null}>
          {/* Outside the router: the popup does not wait for the first page's code. */}
          <LazyLaunchPopup onSettled={showPage} />
        </Suspense>
      ) : null}
      <LoadingIndicator />
      <Toast />
      <DialogHost />
      <NoNetwork />
      <TimeoutLayer />
    </QueryClientProvider>
  );
}
