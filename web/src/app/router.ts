import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { NavigateFunction } from 'react-router';
import { beginLoading } from '@/lib/layers/loading';
import { loginRedirect } from '@/lib/login';
import { browserLocation, type NavigationAdapter } from '@/lib/navigation';
import { type RouteEntry, type RouteName, routeAt, routePath } from '@/lib/routes';
import { type LazyPage, lazyPage } from './lazy-page';
import { loadWithTimeout } from './page-load';

// What the app does on reaching a location, beside React Router (which keeps the address, the history and the
// location the tree renders): the rules of docs/behaviour.md#navigation and #loading. A path no route has goes
// to the 404 page; a page that needs a login sends a visitor to login first (lib/login.ts); a route's data
// starts into the cache without waiting (a slow or failed answer shows the page's own loading or error state),
// and its page's code is fetched with the page-load time-out. The navigation service's moves wait for the code
// before the address changes, so the page before stays on screen meanwhile (behind the loading indicator once
// it lasts); a move the browser makes (back, forward, a hash set from outside) renders in a transition, and the
// page, suspended on its code, keeps the one before on screen the same way.

/** A location as the router shows it: the page's path and its query with the `?` ('' without one). */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
}

/** More redirects than any route chains: a loop in them. */
const MAX_REDIRECTS = 10;

/** Reads a location from a url written as the app writes them: `/pages/x?y=1` (a `#` and what follows is not the page's). */
export function parseLocation(url: string): AppLocation {
  let path = url.replace(/^#/, '');
  const fragment = path.indexOf('#');
  if (fragment >= 0) path = path.slice(0, fragment);
  const query = path.indexOf('?');
  const pathname = query >= 0 ? path.slice(0, query) : path;
  const search = query >= 0 ? path.slice(query) : '';
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search };
}

const hrefOf = (location: AppLocation) => location.pathname + location.search;

/** The location in the address's hash. */
export function hashLocation(): AppLocation {
  return parseLocation(window.location.hash);
}

const pages = new Map<RouteName, LazyPage>();

/** A route's page: its code, loaded once with its namespaces. */
export function pageOf(route: RouteEntry): LazyPage {
  let page = pages.get(route.name);
  if (!page) {
    // Routes sharing a page module share its load too (the module is one); each keeps its own namespaces.
    page = lazyPage(route.page, ...route.namespaces);
    pages.set(route.name, page);
  }
  return page;
}

const loads = new Map<RouteName, Promise<ComponentType>>();

/**
 * The page's code with the page-load time-out, one load a route until it fails: the navigation that waits for
 * it and the render that suspends on it read the same promise. A failure stays until `retryPage`.
 */
export function pageReady(route: RouteEntry): Promise<ComponentType> {
  let load = loads.get(route.name);
  if (!load) {
    load = loadWithTimeout(pageOf(route).load);
    loads.set(route.name, load);
    // Heard by whoever shows the failure; not an unhandled rejection meanwhile.
    load.catch(() => undefined);
  }
  return load;
}

/** Forgets a route's failed load, so that the next attempt fetches its code again. */
export function retryPage(route: RouteEntry): void {
  if (!pageOf(route).loaded()) loads.delete(route.name);
}

/** Where a location goes instead (the 404 page, login first), or its route. */
export type Resolution = { readonly redirect: string } | { readonly route: RouteEntry };

export function resolveLocation(location: AppLocation): Resolution {
  const route = routeAt(location.pathname);
  if (!route) return { redirect: routePath('notFound') };
  if (route.auth) {
    const login = loginRedirect(hrefOf(location));
    if (login) return { redirect: login };
  }
  return { route };
}

/** The location a move ends at once its redirects are followed, with its route. */
function settle(url: string): { location: AppLocation; route: RouteEntry } {
  let at = parseLocation(url);
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects += 1) {
    const resolution = resolveLocation(at);
    if ('route' in resolution) return { location: at, route: resolution.route };
    at = parseLocation(resolution.redirect);
  }
  throw new Error(`Redirect loop at ${url}`);
}

/** React Router's entry state: the position (`idx`) the navigation service counts history by. */
function entryState(idx: number) {
  return { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
}

/** The entry's position in this visit's history, which the router writes into each entry it makes. */
export function historyIndex(): number | undefined {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : undefined;
}

export interface AppRouter {
  /** The location being opened (its code on its way), else the one last reached. */
  opening(): AppLocation;
  /** The location last reached (as React Router was told). */
  current(): AppLocation;
  /** Whether a move waits for its page's code, the page before still on screen. */
  arriving(): boolean;
  /** Hands the router React Router's navigate function once the tree is mounted (and again as it changes). */
  connect(navigate: NavigateFunction): void;
  /** Starts following the browser's moves (back, forward, a hash set from outside); answers how to stop. */
  listen(): () => void;
  /** Resolves once the first page's code has arrived (or failed to). */
  readonly firstPage: Promise<unknown>;
  /** Whether it has. */
  firstPageSettled(): boolean;
  adapter: NavigationAdapter;
}

/**
 * The app's router rules. Making it reads the current address: a redirect is written into history at once
 * (before React Router reads it), and the page's code and data are asked for.
 */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  // Each move's number: one overtaken by a newer one while its page loads is dropped.
  let latest = 0;
  let opening: AppLocation | undefined;
  let current = hashLocation();
  let navigate: NavigateFunction | undefined;
  let connected: () => void = () => undefined;
  const mounted = new Promise<void>((resolve) => {
    connected = resolve;
  });

  /** Starts what the route needs; answers when its code is there (or failed to come). */
  const arrive = (location: AppLocation, route: RouteEntry): Promise<unknown> => {
    route.data?.(new URLSearchParams(location.search))?.start(queryClient);
    if (pageOf(route).loaded()) return Promise.resolve();
    opening = location;
    const end = beginLoading();
    const ready = pageReady(route).then(
      () => undefined,
      () => undefined,
    );
    void ready.then(() => {
      end();
      if (opening === location) opening = undefined;
    });
    return ready;
  };

  /** A move the browser made (or the first address): follows redirects in place, then starts the page. */
  const arriveInPlace = (push: boolean) => {
    const shown = hashLocation();
    const { location, route } = settle(hrefOf(shown));
    if (hrefOf(location) !== hrefOf(shown)) {
      // A redirect takes a new entry after the one it leaves, as the first page's does.
      const idx = (historyIndex() ?? 0) + (push ? 1 : 0);
      window.history[push ? 'pushState' : 'replaceState'](entryState(idx), '', `#${hrefOf(location)}`);
    }
    current = location;
    return arrive(location, route);
  };

  if (historyIndex() === undefined) window.history.replaceState(entryState(0), '');
  let settled = false;
  const firstPage = arriveInPlace(true).then(() => {
    settled = true;
  });

  let lastIndex = historyIndex() ?? 0;
  /** The popstate this router dispatches again once a page's code has come: React Router's to follow. */
  const replayed = new WeakSet<Event>();
  const onPopState = (event: Event) => {
    if (replayed.has(event)) return;
    const id = ++latest;
    // An address typed or a link to a hash makes an entry without state, after the one it left.
    if (historyIndex() === undefined) window.history.replaceState(entryState(lastIndex + 1), '');
    lastIndex = historyIndex() ?? 0;
    const ready = arriveInPlace(true);
    // The page it arrived at, after any redirect.
    const route = routeAt(current.pathname);
    if (!route || pageOf(route).loaded()) return;
    // React renders an update made during a popstate at once, even in a transition, and a page that suspends
    // there on its code commits the empty fallback instead of keeping the page before, for at least React's
    // 300 ms fallback throttle (a React bug, open upstream: a hash set in Chromium's address bar blanked the
    // screen so). React Router hears this popstate once the code has come, as the navigation service's moves
    // wait for it, and the page before stays on screen meanwhile, behind the loading indicator.
    event.stopImmediatePropagation();
    void ready.then(() => {
      if (id !== latest) return;
      const again = new PopStateEvent('popstate', { state: window.history.state });
      replayed.add(again);
      window.dispatchEvent(again);
    });
  };
  // WebKit can move to another hash without a popstate the router acts on: an address that differs from the one
  // last reached is then followed as the browser's own move.
  const onHashChange = () => {
    if (hrefOf(hashLocation()) === hrefOf(current)) return;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  };

  const move = async (url: string, replace: boolean) => {
    const id = ++latest;
    const { location, route } = settle(url);
    await arrive(location, route);
    if (id !== latest) return;
    if (!navigate) await mounted;
    if (id !== latest) return;
    current = location;
    navigate?.(hrefOf(location), { replace });
    lastIndex = historyIndex() ?? lastIndex;
  };

  const pageAt = (path: string) => {
    const route = routeAt(path);
    return route && pageOf(route);
  };

  return {
    opening: () => opening ?? current,
    current: () => current,
    arriving: () => opening !== undefined,
    connect(next) {
      navigate = next;
      connected();
    },
    listen() {
      // Heard before React Router's own listener, so that it reads the entry as fixed here: at the window, a
      // capturing listener runs before the others, whenever each was added (React Router adds its own again
      // as its router re-renders).
      window.addEventListener('popstate', onPopState, { capture: true });
      window.addEventListener('hashchange', onHashChange);
      return () => {
        window.removeEventListener('popstate', onPopState, { capture: true });
        window.removeEventListener('hashchange', onHashChange);
      };
    },
    firstPage,
    firstPageSettled: () => settled,
    adapter: {
      current: () => hrefOf(current),
      index: () => historyIndex() ?? 0,
      push: (url) => move(url, false),
      replace: (url) => move(url, true),
      go: async (delta) => {
        latest += 1;
        window.history.go(delta);
      },
      isLoaded: (path) => pageAt(path)?.loaded() ?? false,
      preload: async (path) => {
        await pageAt(path)?.load();
      },
      openExternal: browserLocation.assign,
    },
  };
}
