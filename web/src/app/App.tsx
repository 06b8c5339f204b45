import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DialogHost } from '@/ui/dialog/Dialog';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import type { AppRouter } from './router';

interface AppProps {
  /** The router (made in bootstrapApp, already loading the first page's code and data). */
  router: () => AppRouter;
  queryClient: QueryClient;
  /**
   * When this launch shows the launch popup (see showsLaunchPopup): once the page underneath has painted its
   * content (see whenPageContentPainted), so the popup's pictures and carousel never compete with the page.
   */
  launchPopup?: Promise<void>;
}

/** The popup's code, asked for once the page has painted: nothing of it is on the first visit's path. */
function DeferredLaunchPopup({ after }: { after: Promise<void> }) {
  const LaunchPopup = useMemo(
    () =>
      lazy(() =>
        after.then(() => import('@/features/popup/LaunchPopup')).then((module) => ({ default: module.LaunchPopup })),
      ),
    [after],
  );
  return (
    <Suspense fallback={null}>
      <LaunchPopup after={after} />
    </Suspense>
  );
}

export function App({ router, queryClient, launchPopup }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router()} />
      {/* Outside the router: the popup does not depend on which page is open. */}
      {launchPopup ? <DeferredLaunchPopup after={launchPopup} /> : null}
      <LoadingIndicator />
      <Toast />
      <DialogHost />
      <NoNetwork />
      <TimeoutLayer />
    </QueryClientProvider>
  );
}
