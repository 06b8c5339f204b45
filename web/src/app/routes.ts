import { type LazyPage, lazyPage } from './lazy-page';

// The route table: the only place a route path is written. Everything else refers to ROUTES.<name>.

export interface RouteEntry {
  readonly path: string;
  /** A tab-bar page: reached by switchTab only. */
  readonly tab: boolean;
  /** Needs a login; without a token the user is sent to login and brought back afterwards. */
  readonly auth: boolean;
  readonly pullRefresh: boolean;
  readonly page: LazyPage;
}

const home = lazyPage(() => import('@/features/home/HomePage'));

export const ROUTES = {
  root: { path: '/', tab: true, auth: false, pullRefresh: true, page: home },
  home: { path: '/pages/tabbar/home/index', tab: true, auth: false, pullRefresh: true, page: home },
  vip: {
    path: '/pages/tabbar/vip/index',
    tab: true,
    auth: false,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/vip/VipPage')),
  },
  category: {
    path: '/pages/tabbar/type/index',
    tab: true,
    auth: false,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/catalog/CategoryPage')),
  },
  cart: {
    path: '/pages/tabbar/shopping/index',
    tab: true,
    auth: false,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/cart/CartPage')),
  },
  user: {
    path: '/pages/tabbar/user/index',
    tab: true,
    auth: false,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/account/UserCentrePage')),
  },
  unlockMusic: {
    path: '/pages/tabbar/type/unlockMusic',
    tab: false,
    auth: false,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/catalog/UnlockMusicPage')),
  },
  downloadLog: {
    path: '/pages/user/downlog/index',
    tab: false,
    auth: true,
    pullRefresh: true,
    page: lazyPage(() => import('@/features/account/DownloadLogPage')),
  },
  notFound: {
    path: '/pages/404/index',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/app/pages/NotFoundPage')),
  },
  cross: {
    path: '/pages/cross',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/app/pages/CrossPage')),
  },
  help: {
    path: '/pages/help/index',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/features/help/HelpPage')),
  },
  login: {
    path: '/pages/login/login',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/features/auth/pages/LoginPage')),
  },
  register: {
    path: '/pages/login/register',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/features/auth/pages/RegisterPage')),
  },
  recoverAccess: {
    path: '/pages/login/recoverAccess',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/features/auth/pages/RecoverAccessPage')),
  },
  loginTest: {
    path: '/pages/login/test',
    tab: false,
    auth: false,
    pullRefresh: false,
    page: lazyPage(() => import('@/features/auth/pages/LoginTestPage')),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

/** A route's url with its query, e.g. `routeUrl('help', { type: 'Cache' })`. */
export function routeUrl(name: RouteName, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${ROUTES[name].path}?${search}` : ROUTES[name].path;
}

/**
 * A route by name when the table may not have it yet (pages still to be built): features that link to
 * such pages ask here and leave the link out while the answer is undefined.
 */
export function optionalRouteUrl(
  name: string,
  query?: Record<string, string | number | undefined>,
): string | undefined {
  return Object.hasOwn(ROUTES, name) ? routeUrl(name as RouteName, query) : undefined;
}
