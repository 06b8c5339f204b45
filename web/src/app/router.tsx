import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { ROUTE_LIST, ROUTES, type RouteEntry } from '@/config/paths';
import { browserLocation, findRoute, type NavigationAdapter } from '@/lib/navigation';
import { isLoggedIn, rememberLocation } from '@/lib/session';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { loadWithTimeout } from './page-load';
import { PAGES } from './pages';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';

/**
 * Every route's loader, run by React Router as soon as the route is matched and beside its `lazy` (the page's
 * code): a page that needs a login sends a visitor to login first and remembers where they were going;
 * otherwise the page's data starts (route-data.ts, loaded beside the page) and the loader returns at once, so
 * nothing waits for it.
 */
function routeLoader(entry: RouteEntry, queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (entry.auth && !isLoggedIn.value) {
      rememberLocation(url.pathname + url.search);
      return redirect(ROUTES.login.path);
    }
    // The loaders' table is a chunk of its own, asked for beside the page's: the first visit's script stays
    // the shell's, and the data still starts well before the page's code has loaded and rendered.
    void import('./route-data').then(({ startRouteDataFor }) =>
      startRouteDataFor(entry.name, { queryClient, params: url.searchParams }),
    );
    return null;
  };
}

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = ROUTE_LIST.map((entry) => ({
    path: entry.path,
    handle: { route: entry } satisfies RouteHandle,
    errorElement: <RouteError />,
    loader: routeLoader(entry, queryClient),
    lazy: async () => ({ Component: await loadWithTimeout(PAGES[entry.name].load) }),
  }));
  return [
    {
      element: <AppShell />,
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [...pages, { path: '*', Component: PageLoading, loader: () => redirect(ROUTES.notFound.path) }],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter(buildRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

function pageAt(path: string) {
  const route = findRoute(ROUTE_LIST, path);
  return route && PAGES[route.name];
}

/** Connects the navigation service to the router and the browser history. */
export function routerAdapter(router: () => AppRouter): NavigationAdapter {
  return {
    current: () => {
      const { location } = router().state;
      return location.pathname + location.search;
    },
    // React Router keeps the entry's position in history.state.idx.
    index: () => {
      const state = window.history.state as { idx?: unknown } | null;
      return typeof state?.idx === 'number' ? state.idx : 0;
    },
    push: (url) => router().navigate(url),
    replace: (url) => router().navigate(url, { replace: true }),
    go: (delta) => router().navigate(delta),
    isLoaded: (path) => pageAt(path)?.loaded() ?? false,
    preload: async (path) => {
      await pageAt(path)?.load();
    },
    openExternal: browserLocation.assign,
  };
}
