// Every built route as data: its name, path and flags, one line a route. Features, ui and lib link to pages
// through these names; only `app/pages.ts` knows which code renders a route.
//
// Flags are false unless given:
// - tab: a tab-bar page, reached by switchTab only;
// - auth: needs a login (a visitor is sent to login and brought back afterwards);
// - refresh: the query-key roots the page's pull-to-refresh refetches (no list, no pull-to-refresh).
// Lines are grouped by feature so that people adding pages side by side do not edit the same lines.

interface PathDefinition {
  readonly path: string;
  readonly tab?: true;
  readonly auth?: true;
  readonly refresh?: readonly string[];
}

const DEFINITIONS = {
  // app
  notFound: { path: '/pages/404/index' },
  cross: { path: '/pages/cross' },
  help: { path: '/pages/help/index' },
  // tabs
  root: { path: '/', tab: true, refresh: ['home'] },
  home: { path: '/pages/tabbar/home/index', tab: true, refresh: ['home'] },
  vip: { path: '/pages/tabbar/vip/index', tab: true, refresh: ['vip'] },
  category: { path: '/pages/tabbar/type/index', tab: true, refresh: ['category'] },
  cart: { path: '/pages/tabbar/shopping/index', tab: true, refresh: ['cart'] },
  user: { path: '/pages/tabbar/user/index', tab: true, refresh: ['user'] },
  // auth
  login: { path: '/pages/login/login' },
  register: { path: '/pages/login/register' },
  recoverAccess: { path: '/pages/login/recoverAccess' },
  loginTest: { path: '/pages/login/test' },
  // storefront
  unlockMusic: { path: '/pages/tabbar/type/unlockMusic', refresh: ['unlockMusic'] },
  topList: { path: '/pages/index/topList' },
  dayList: { path: '/pages/index/dayList' },
  selectedMusicPack: { path: '/pages/index/selectedMusicPack' },
  suiteList: { path: '/pages/index/suiteList' },
  singleMusic: { path: '/pages/index/singleMusic' },
  dJSingle: { path: '/pages/index/dJSingle' },
  dJTeaching: { path: '/pages/index/dJTeaching' },
  vipList: { path: '/pages/index/vipList' },
  welfareCenter: { path: '/pages/index/welfareCenter' },
  singerTrackList: { path: '/pages/index/singerTrackList' },
  tAG: { path: '/pages/index/tAG', refresh: ['tAG'] },
  soundLight: { path: '/pages/index/soundLight' },
  stageNameLogo: { path: '/pages/index/stageNameLogo', refresh: ['stageNameLogo'] },
  software: { path: '/pages/index/software' },
  search: { path: '/pages/index/search' },
  singleDetail: { path: '/pages/index/singleDetail' },
  tvDetail: { path: '/pages/index/tvDetail' },
  videoDetail: { path: '/pages/index/videoDetail' },
  tvplayer: { path: '/pages/index/tvplayer' },
  materialObjectDetail: { path: '/pages/index/materialObjectDetail' },
  goodsDetail: { path: '/pages/index/goodsDetail' },
  play: { path: '/pages/index/play' },
  comment: { path: '/pages/comment/index' },
  commentReply: { path: '/pages/comment/reply' },
  // buying
  // account
  downloadLog: { path: '/pages/user/downlog/index', auth: true, refresh: ['downloadLog'] },
  // creators
  // community and brands
} as const satisfies Record<string, PathDefinition>;

export type RouteName = keyof typeof DEFINITIONS;

export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  readonly tab: boolean;
  readonly auth: boolean;
  /** Query-key roots refetched by pull-to-refresh; empty where the page has none. */
  readonly refresh: readonly string[];
}

function entry(name: RouteName, definition: PathDefinition): RouteEntry {
  return {
    name,
    path: definition.path,
    tab: definition.tab ?? false,
    auth: definition.auth ?? false,
    refresh: definition.refresh ?? [],
  };
}

export const ROUTES = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([name, definition]) => [name, entry(name as RouteName, definition)]),
) as { readonly [name in RouteName]: RouteEntry };

export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(DEFINITIONS, name);
}

/**
 * The url of a route that may not be in the table yet (another feature's page still being built), or
 * undefined: links to it appear once it lands.
 */
export function optionalRouteUrl(
  name: string,
  query?: Record<string, string | number | undefined>,
): string | undefined {
  return isRouteName(name) ? routeUrl(name, query) : undefined;
}

/** A route's url with its query, e.g. `routeUrl('help', { type: 'Cache' })`. */
export function routeUrl(name: RouteName, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${ROUTES[name].path}?${search}` : ROUTES[name].path;
}
