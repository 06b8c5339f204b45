import { useSignals } from '@preact/signals-react/runtime';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { HashRouter, useNavigate } from 'react-router';
import { LAUNCH_EXTRAS_SETTLE_MS, LAUNCH_EXTRAS_TOTAL_MS } from '@/config/constants';
import { launchPopupView, prefetchLaunchPopupList, preloadLaunchPopup } from '@/features/popup/launch';
import { contentPainted, launchPicturesPending, watchContentPainted } from '@/lib/content-painted';
import { onConnectionRestored } from '@/lib/layers/no-network';
import { onRetryAfterTimeout } from '@/lib/layers/timeout';
import { DialogHost } from '@/ui/dialog/Dialog';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { PageFailure } from './RouteError';
import type { AppRouter } from './router';
import { refetchAfterReconnect, retryTimedOutQueries } from './timeout-retry';

// The static frame index.html paints; AppShell removes it as the first page mounts.
const LAUNCH_SHELL_ID = 'launch-shell';

/** Resolves once the first page's code has arrived and the page has mounted (the launch frame is gone). */
function firstPageMounted(router: AppRouter): Promise<void> {
  return router.firstPage.then(
    () =>
      new Promise<void>((resolve) => {
        if (!document.getElementById(LAUNCH_SHELL_ID)) {
          resolve();
          return;
        }
        const observer = new MutationObserver(() => {
          if (document.getElementById(LAUNCH_SHELL_ID)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

/** Hands the app's router React Router's navigate function (the navigation service moves through it). */
function ConnectRouter({ router }: { router: AppRouter }) {
  const navigate = useNavigate();
  useLayoutEffect(() => router.listen(), [router]);
  useLayoutEffect(() => router.connect(navigate), [router, navigate]);
  return null;
}

/**
 * The launch frame until the first page's code is there (or failed to come), then the shell with it: the shell's
 * first render has its page, and a later move that waits for code keeps the page before on screen.
 */
function Routed({ router }: { router: AppRouter }) {
  const [ready, setReady] = useState(router.firstPageSettled);
  useEffect(() => {
    let live = true;
    void router.firstPage.then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [router]);
  return ready ? <AppShell /> : <PageLoading />;
}

interface AppProps {
  /** Made on first use (see bootstrapApp). */
  router: () => AppRouter;
  queryClient: QueryClient;
  /** Whether this launch shows the launch popup (see showsLaunchPopup). */
  launchPopup?: boolean;
}

/** The launch popup once it is ready; apart from App, so that its arrival renders the popup, not the page too. */
function LaunchPopupHost() {
  useSignals();
  const LaunchPopup = launchPopupView.value;
  return LaunchPopup ? <LaunchPopup /> : null;
}

export function App({ router, queryClient, launchPopup = false }: AppProps) {
  // The tap on the time-out layer asks again for what timed out, and the connection's return for what failed, on
  // screen or on its way to it. Heard here, not in the shell: a cold link's request can fail before its page,
  // and the shell with it, is there.
  useEffect(() => {
    const opening = () => router().opening();
    const stopTimeout = onRetryAfterTimeout(() => void retryTimedOutQueries(queryClient, opening()));
    const stopRestored = onConnectionRestored(() => void refetchAfterReconnect(queryClient, opening()));
    return () => {
      stopTimeout();
      stopRestored();
    };
  }, [router, queryClient]);
  // The page comes first; the launch extras (the popup, the banner's carousel) once it has drawn its content.
  useEffect(() => {
    if (contentPainted.peek()) return;
    // Set before the page draws, so that its pictures off the screen wait for the popup's (lib/content-painted).
    if (launchPopup) launchPicturesPending.value = true;
    return watchContentPainted({
      pageMounted: firstPageMounted(router()),
      fetching: () => queryClient.isFetching(),
      onFetchingChange: (listener) => queryClient.getQueryCache().subscribe(listener),
      root: document,
      settleCapMs: LAUNCH_EXTRAS_SETTLE_MS,
      totalCapMs: LAUNCH_EXTRAS_TOTAL_MS,
      onPageAnswered: launchPopup ? () => prefetchLaunchPopupList(queryClient) : undefined,
    });
  }, [router, queryClient, launchPopup]);
  useEffect(() => {
    if (!launchPopup) return;
    let started = false;
    return contentPainted.subscribe((painted) => {
      if (!painted || started) return;
      started = true;
      void preloadLaunchPopup(queryClient);
    });
  }, [queryClient, launchPopup]);

  return (
    <QueryClientProvider client={queryClient}>
      {/* React Router's hash router: each move renders as a transition (in slices, a tap answered meanwhile), and
          a page still waiting for its code keeps the one before on screen (app/router.ts). */}
      <HashRouter>
        <ConnectRouter router={router()} />
        {/* The shell failing takes the app down to this page, which still offers the way home. */}
        <ErrorBoundary fallbackRender={({ error }) => <PageFailure error={error} />}>
          {/* The launch frame until the first page is ready. */}
          <Suspense fallback={<PageLoading />}>
            <Routed router={router()} />
          </Suspense>
        </ErrorBoundary>
      </HashRouter>
      {/* Its code, like its pictures, comes after the page has drawn (architecture guide, "Arrival"), its list
          once the page's requests are answered (features/popup/launch.ts). */}
      <LaunchPopupHost />
      <LoadingIndicator />
      <Toast />
      <DialogHost />
      <NoNetwork />
      <TimeoutLayer />
    </QueryClientProvider>
  );
}
