import { t } from './i18n';

// Page navigation with uni-app semantics (docs/behaviour.md#navigation), on top of any router through an adapter.
// Pages and components navigate only through `navigation`; nothing else touches the router or location.

export interface NavigableRoute {
  readonly path: string;
  readonly tab: boolean;
}

export interface NavigationAdapter {
  /** The current page's path and query, e.g. `/pages/login/login?x=1`. */
  current(): string;
  /** Position of the current entry in the browser history (0 = the first page of this visit). */
  index(): number;
  push(url: string): Promise<void>;
  replace(url: string): Promise<void>;
  go(delta: number): Promise<void>;
  /** Whether a page's code is already loaded (a tab page that is "alive"). */
  isLoaded(path: string): boolean;
  preload(path: string): Promise<void>;
  /** Leaves the app for another site. */
  openExternal(url: string): void;
}

export type NavigationOperation =
  | 'navigateTo'
  | 'redirectTo'
  | 'reLaunch'
  | 'switchTab'
  | 'navigateBack'
  | 'preloadPage';

export type NavigationFailure = 'missingUrl' | 'notFound' | 'tabRefused' | 'notTab' | 'locked' | 'tabPresent';

export class NavigationError extends Error {
  override readonly name = 'NavigationError';

  constructor(
    readonly operation: NavigationOperation,
    readonly reason: NavigationFailure,
    readonly url: string,
    message: string,
  ) {
    super(message);
  }
}

export type NavigationResult = { ok: true } | { ok: false; error: NavigationError };

export interface NavigationService {
  navigateTo(url: string): Promise<NavigationResult>;
  redirectTo(url: string): Promise<NavigationResult>;
  reLaunch(url: string): Promise<NavigationResult>;
  switchTab(url: string): Promise<NavigationResult>;
  navigateBack(delta?: number): Promise<NavigationResult>;
  preloadPage(url: string): Promise<NavigationResult>;
  openExternal(url: string): void;
  /** The route the current page belongs to, if any. */
  currentRoute(): NavigableRoute | undefined;
}

export interface NavigationDeps {
  routes: readonly NavigableRoute[];
  adapter: NavigationAdapter;
  /** Where a back action from the first page of history goes. */
  homePath: string;
  /** Called with every failure, so the app can show it; callers also get it in the result. */
  onError?: (error: NavigationError) => void;
}

const ORIGIN = 'http://app.invalid';

/** Resolves `url` against the current page the way uni-app does (relative to the current page's folder). */
export function resolveUrl(url: string, currentPath: string): { path: string; search: string } {
  const base = new URL(currentPath || '/', ORIGIN);
  const resolved = new URL(url, base);
  return { path: resolved.pathname, search: resolved.search };
}

/** A path as the table is looked up by: uni-app's paths are matched without regard to case or a final slash. */
function pathKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/** Each route table by its paths, made on first lookup (the table never changes). */
const tables = new WeakMap<readonly NavigableRoute[], Map<string, NavigableRoute>>();

export function findRoute<R extends NavigableRoute>(routes: readonly R[], path: string): R | undefined {
  let byPath = tables.get(routes);
  if (!byPath) {
    byPath = new Map();
    for (const route of routes) {
      const key = pathKey(route.path);
      // The first route listed for a path wins, as a search through the list would find it.
      if (!byPath.has(key)) byPath.set(key, route);
    }
    tables.set(routes, byPath);
  }
  return byPath.get(pathKey(path)) as R | undefined;
}

export function createNavigation({ routes, adapter, homePath, onError }: NavigationDeps): NavigationService {
  // One lock for all operations: the url currently being navigated to.
  const inFlight = new Set<string>();
  // History index of the first page of the current stack; reLaunch and switchTab start a new stack.
  let rootIndex = adapter.index();

  // The browser's own back button can take the user below the stack's first page.
  const syncRoot = () => {
    const index = adapter.index();
    if (index < rootIndex) rootIndex = index;
  };

  const fail = (operation: NavigationOperation, reason: NavigationFailure, url: string): NavigationResult => {
    const message = t(`navigation.${reason}`, { operation, url });
    const error = new NavigationError(operation, reason, url, message);
    onError?.(error);
    return { ok: false, error };
  };

  type Checked = { ok: true; target: string; route: NavigableRoute } | { ok: false; result: NavigationResult };

  const check = (operation: NavigationOperation, url: string): Checked => {
    if (!url?.trim()) return { ok: false, result: fail(operation, 'missingUrl', url ?? '') };
    const { path, search } = resolveUrl(url.trim(), adapter.current());
    const route = findRoute(routes, path);
    if (!route) return { ok: false, result: fail(operation, 'notFound', path) };
    if (route.tab && (operation === 'navigateTo' || operation === 'redirectTo')) {
      return { ok: false, result: fail(operation, 'tabRefused', path) };
    }
    if (!route.tab && operation === 'switchTab') return { ok: false, result: fail(operation, 'notTab', path) };
    const target = operation === 'switchTab' ? path : path + search;
    if (inFlight.has(target)) return { ok: false, result: fail(operation, 'locked', target) };
    return { ok: true, target, route };
  };

  const run = async (
    operation: NavigationOperation,
    url: string,
    move: (target: string) => Promise<void>,
    newStack: boolean,
  ): Promise<NavigationResult> => {
    syncRoot();
    const checked = check(operation, url);
    if (!checked.ok) return checked.result;
    inFlight.add(checked.target);
    try {
      await move(checked.target);
      if (newStack) rootIndex = adapter.index();
      return { ok: true };
    } finally {
      inFlight.delete(checked.target);
    }
  };

  return {
    navigateTo: (url) => run('navigateTo', url, adapter.push, false),
    redirectTo: (url) => run('redirectTo', url, adapter.replace, false),
    reLaunch: (url) => run('reLaunch', url, adapter.replace, true),
    switchTab: (url) => run('switchTab', url, adapter.replace, true),

    async navigateBack(delta = 1) {
      syncRoot();
      const available = adapter.index() - rootIndex;
      if (available <= 0) return run('reLaunch', homePath, adapter.replace, true);
      await adapter.go(-Math.min(Math.max(1, Math.floor(delta)), available));
      return { ok: true };
    },

    async preloadPage(url) {
      const checked = check('preloadPage', url);
      if (!checked.ok) return checked.result;
      if (checked.route.tab && adapter.isLoaded(checked.route.path)) {
        return fail('preloadPage', 'tabPresent', checked.target);
      }
      await adapter.preload(checked.route.path);
      return { ok: true };
    },

    openExternal: (url) => adapter.openExternal(url),

    currentRoute() {
      const { path } = resolveUrl(adapter.current(), '/');
      return findRoute(routes, path);
    },
  };
}

/**
 * The document-level moves the router cannot make: leaving for another site, replacing the document, and
 * reloading it. The only code that writes to the browser's location (a lint rule keeps it so).
 */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
  reload: (): void => window.location.reload(),
};

let active: NavigationService | undefined;

/** Installs the app's navigation service; done once by the app at start-up (and by tests). */
export function installNavigation(service: NavigationService): void {
  active = service;
}

function service(): NavigationService {
  if (!active) throw new Error('Navigation is used before the app installed it');
  return active;
}

/** The app's navigation service. */
export const navigation: NavigationService = {
  navigateTo: (url) => service().navigateTo(url),
  redirectTo: (url) => service().redirectTo(url),
  reLaunch: (url) => service().reLaunch(url),
  switchTab: (url) => service().switchTab(url),
  navigateBack: (delta) => service().navigateBack(delta),
  preloadPage: (url) => service().preloadPage(url),
  openExternal: (url) => service().openExternal(url),
  currentRoute: () => service().currentRoute(),
};
