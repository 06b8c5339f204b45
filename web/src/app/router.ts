import type { QueryClient } from '@tanstack/react-query';
import { ROUTE_LIST, ROUTES, type RouteEntry } from '@/config/paths';
import { browserLocation, findRoute, type NavigationAdapter } from '@/lib/navigation';
import { createHashRouter, historyIndex, type Resolution, type Router, type RouterLocation } from '@/lib/router';
import { isLoggedIn, rememberLocation } from '@/lib/session';
import { loadWithTimeout } from './page-load';
import { PAGES } from './pages';
import { routeData } from './route-data';

export type AppRouter = Router<RouteEntry>;

/**
 * What the router does on reaching a location, at once and together: a path the table does not know goes to
 * the 404 page; a page that needs a login sends a visitor to login first and remembers where they were going;
 * a page with route data (route-data.ts) starts its main request into the cache without waiting for it, so a
 * slow or failed answer still shows the page with its own loading or error state; and the page's code is
 * fetched (with the page-load time-out) unless it has arrived before.
 */
export function resolveLocation(queryClient: QueryClient, location: RouterLocation): Resolution<RouteEntry> {
  const entry = findRoute(ROUTE_LIST, location.pathname);
  if (!entry) return { redirect: ROUTES.notFound.path };
  if (entry.auth && !isLoggedIn.value) {
    rememberLocation(location.pathname + location.search);
    return { redirect: ROUTES.login.path };
  }
  routeData(entry.name, new URLSearchParams(location.search))?.start(queryClient);
  const page = PAGES[entry.name];
  return { route: entry, ...(page.loaded() ? {} : { ready: loadWithTimeout(page.load) }) };
}

/** The app's router; making it starts the current address's page code and data. */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createHashRouter((location) => resolveLocation(queryClient, location));
}

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
    index: () => historyIndex() ?? 0,
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
