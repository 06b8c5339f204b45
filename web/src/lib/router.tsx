import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

// The app's hash router. Its paths are uni-app's (docs/behaviour.md#navigation): fixed page paths with a query, no
// parameters in the path, so a route is found by its path alone (navigation.ts) and the router only keeps
// the address, the history's positions and the page being shown. React Router's data router did this job
// and a great deal more (nested matching, actions, fetchers, revalidation): 25 KB of the 146 KB every first
// visit fetched before its page could start (docs/performance.md).

export interface RouterLocation {
  /** The page's path, e.g. `/pages/index/singleDetail`. */
  readonly pathname: string;
  /** Its query with the `?`, or '' without one. */
  readonly search: string;
}

/** What the app makes of a location: another address to go to, or its route once the page can be shown. */
export type Resolution<R> = { readonly redirect: string } | { readonly route: R; readonly ready?: Promise<unknown> };

export interface RouterState<R> {
  readonly location: RouterLocation;
  /** The route shown at `location` (undefined until the first page is ready). */
  readonly route: R | undefined;
  /** Why the route's page could not be made ready (its code failed or timed out to arrive), if it could not. */
  readonly error: unknown;
  /** Whether the first page is ready: until then the app shows its launch frame. */
  readonly initialized: boolean;
  /**
   * 'loading' while a new page's code arrives, with where to (the address bar changes once it is shown); the
   * page before stays on screen meanwhile.
   */
  readonly navigation: { readonly state: 'idle' } | { readonly state: 'loading'; readonly location: RouterLocation };
}

export interface Router<R> {
  readonly state: RouterState<R>;
  subscribe(listener: () => void): () => void;
  /** Goes to a path with its query (a new history entry, or this one with `replace`), or moves in history. */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  dispose(): void;
}

type Move = 'push' | 'replace' | 'pop';

const IDLE = { state: 'idle' } as const;
/** More redirects than any route table chains: a loop in it. */
const MAX_REDIRECTS = 10;

/** Reads a location from the address's hash: `#/pages/x?y=1` (a second `#` and what follows is not the page's). */
export function parseHashLocation(hash: string): RouterLocation {
  let path = hash.replace(/^#/, '');
  const fragment = path.indexOf('#');
  if (fragment >= 0) path = path.slice(0, fragment);
  const query = path.indexOf('?');
  const pathname = query >= 0 ? path.slice(0, query) : path;
  const search = query >= 0 ? path.slice(query) : '';
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: search === '?' ? '' : search,
  };
}

/** The entry's position in this visit's history, which the router writes into each entry it makes. */
export function historyIndex(): number | undefined {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : undefined;
}

/**
 * A router on the address's hash. `resolve` is asked for every location the router is to show (the first, each
 * navigation, each back and forward): it starts what the page needs and says when the page can be shown.
 */
export function createHashRouter<R>(resolve: (location: RouterLocation) => Resolution<R>): Router<R> {
  const listeners = new Set<() => void>();
  let state: RouterState<R> = {
    location: parseHashLocation(window.location.hash),
    route: undefined,
    error: undefined,
    initialized: false,
    navigation: IDLE,
  };
  const initialIndex = historyIndex();
  let index = initialIndex ?? 0;
  if (initialIndex === undefined) window.history.replaceState({ idx: index }, '');
  // Each navigation's number: one overtaken by a newer one while its page loads is dropped.
  let latest = 0;

  const update = (next: Partial<RouterState<R>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  async function show(target: string, move: Move, redirects = 0): Promise<void> {
    const id = ++latest;
    const location = parseHashLocation(target);
    const resolution = resolve(location);
    if ('redirect' in resolution) {
      if (redirects >= MAX_REDIRECTS) throw new Error(`Redirect loop at ${target}`);
      // A redirect takes the entry a replace would have, and a new one otherwise (as the first page's does).
      return show(resolution.redirect, move === 'replace' ? 'replace' : 'push', redirects + 1);
    }
    let error: unknown;
    if (resolution.ready) {
      if (state.initialized) update({ navigation: { state: 'loading', location } });
      try {
        await resolution.ready;
      } catch (failure) {
        error = failure;
      }
      if (id !== latest) return;
    }
    const href = `#${location.pathname}${location.search}`;
    if (move === 'push') {
      index += 1;
      window.history.pushState({ idx: index }, '', href);
    } else if (move === 'replace') {
      window.history.replaceState({ idx: index }, '', href);
    }
    update({ location, route: resolution.route, error, initialized: true, navigation: IDLE });
  }

  const onPopState = () => {
    const popped = historyIndex();
    if (popped === undefined) {
      // An address typed or a link to a hash makes an entry without state, after the one it left.
      index += 1;
      window.history.replaceState({ idx: index }, '');
    } else {
      index = popped;
    }
    const location = parseHashLocation(window.location.hash);
    const shown = state.location;
    if (state.initialized && location.pathname === shown.pathname && location.search === shown.search) {
      // Back onto the page on screen (an overlay's entry, or a page still loading given up): nothing to load.
      latest += 1;
      if (state.navigation.state === 'loading') update({ navigation: IDLE });
      return;
    }
    void show(location.pathname + location.search, 'pop');
  };
  window.addEventListener('popstate', onPopState);
  void show(state.location.pathname + state.location.search, 'pop');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      return show(to, options?.replace ? 'replace' : 'push');
    },
    dispose() {
      window.removeEventListener('popstate', onPopState);
      listeners.clear();
      latest += 1;
    },
  };
}

const RouterContext = createContext<Router<unknown> | undefined>(undefined);
const StateContext = createContext<RouterState<unknown> | undefined>(undefined);
const LocationContext = createContext<RouterLocation | undefined>(undefined);

/**
 * Gives the app its router. Each change of the router's state renders as a transition, in slices: a new page
 * (the first one included) is mounted without blocking the main thread for the whole of its first render,
 * and a tap during it is answered. The whole tree reads one state, so no part shows the next location while
 * the shell still shows the page before.
 */
export function RouterProvider({ router, children }: { router: Router<unknown>; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    // What changed between the first render and this effect.
    follow();
    return router.subscribe(follow);
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <LocationContext value={state.location}>{children}</LocationContext>
      </StateContext>
    </RouterContext>
  );
}

/** The router the app runs in. */
export function useRouter(): Router<unknown> {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook is used outside the router');
  return router;
}

/** The router's state as the tree shows it. */
export function useRouterState<R>(): RouterState<R> {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook is used outside the router');
  return state as RouterState<R>;
}

/** The shown location, or undefined outside a router (a page rendered alone, in a test). */
export function useOptionalLocation(): RouterLocation | undefined {
  return useContext(LocationContext);
}

/** The shown location; unlike the whole state, it stays the same object while a next page loads. */
export function useLocation(): RouterLocation {
  const location = useOptionalLocation();
  if (!location) throw new Error('A router hook is used outside the router');
  return location;
}

type SearchInit = URLSearchParams | Record<string, string>;

/** The shown page's query, and a way to change it (a navigation to the same page with another query). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: { replace?: boolean }) => void] {
  const router = useRouter();
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: { replace?: boolean }) => {
      const query = new URLSearchParams(next).toString();
      void router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router, pathname],
  );
  return [params, setParams];
}
