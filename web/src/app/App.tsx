import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DialogHost } from '@/ui/dialog/Dialog';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import type { AppRouter } from './router';

// Outside the router: the popup does not wait for the first page's code, and its code is not in the entry.
const LaunchPopup = retryableLazy<object>(() =>
  import('@/features/popup/LaunchPopup').then((module) => ({ default: module.LaunchPopup })),
);

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** Whether this launch shows the launch popup (see showsLaunchPopup). */
  launchPopup?: boolean;
}

export function App({ router, queryClient, launchPopup = false }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {launchPopup ? (
        <Suspense fallback={null}>
          <LaunchPopup />
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
