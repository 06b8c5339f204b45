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
import { ROUTE_DATA, routeData } from './route-data';
import type { RouteHandle } from './route-handle';

/**
 * A route's loader, run by the router at once with the page's code (`lazy`): a page that needs a login sends a
 * visitor to login first and remembers where they were going; a page with route data (route-data.ts) starts
 * its main request into the cache and returns without waiting for it, so a slow or failed answer still shows
 * the page with its own loading or error state.
 */
function routeLoader(entry: RouteEntry, queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (entry.auth && !isLoggedIn.value) {
      rememberLocation(url.pathname + url.search);
      return redirect(ROUTES.login.path);
    }
    routeData(entry.name, url.searchParams)?.start(queryClient);
    return null;
  };
}

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = ROUTE_LIST.map((entry) => ({
    path: entry.path,
    handle: { route: entry } satisfies RouteHandle,
    errorElement: <RouteError />,
    ...(entry.auth || ROUTE_DATA[entry.name] ? { loader: routeLoader(entry, queryClient) } : {}),
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
