import { createHashRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { ROUTE_LIST, ROUTES } from '@/config/paths';
import { browserLocation, findRoute, type NavigationAdapter } from '@/lib/navigation';
import { isLoggedIn, rememberLocation } from '@/lib/session';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { loadWithTimeout } from './page-load';
import { PAGES } from './pages';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';

/** Pages that need a login send a visitor to login first and remember where they were going. */
function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn.value) return null;
  const url = new URL(request.url);
  rememberLocation(url.pathname + url.search);
  return redirect(ROUTES.login.path);
}

export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = ROUTE_LIST.map((entry) => ({
    path: entry.path,
    handle: { route: entry } satisfies RouteHandle,
    errorElement: <RouteError />,
    ...(entry.auth ? { loader: requireLogin } : {}),
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

export function createAppRouter() {
  return createHashRouter(buildRoutes());
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
