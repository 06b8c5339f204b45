// Every built route as data: its name, path and flags, one line a route. Features, ui and lib link to pages
// through these names; only `app/pages.ts` knows which code renders a route.
//
// Flags are false unless given:
// - tab: a tab-bar page, reached by switchTab only;
// - auth: needs a login (a visitor is sent to login and brought back afterwards);
// - refresh: the query keys (made by the entities' key factories) the page's pull-to-refresh refetches, those
//   on screen only (no list, no pull-to-refresh);
// - refetchOnShow: a tab page whose `refresh` keys are read again each time it is shown again (what it shows
//   changes without a write of this app, such as an order the provider cancels when its time is up).
// Lines are grouped by feature so that people adding pages side by side do not edit the same lines.

import { cartKeys } from '@/entities/cart/keys';
import { circleKeys } from '@/entities/circle/keys';
import { couponKeys } from '@/entities/coupons/keys';
import { goodsKeys } from '@/entities/goods/keys';
import { homeKeys } from '@/entities/home/keys';
import { orderKeys } from '@/entities/orders/keys';
import type { QueryKeyPrefix } from '@/entities/query-keys';
import { userKeys } from '@/entities/user/keys';
import { vipKeys } from '@/entities/vip/keys';
import { writerKeys } from '@/entities/writers/keys';

/** What the user centre shows: the profile (balance, points, role), the order counts and the coupon count. */
export const USER_CENTRE_KEYS = [
  userKeys.info.all,
  orderKeys.counts.all,
  couponKeys.unusedCount.all,
] as const satisfies readonly QueryKeyPrefix[];

interface PathDefinition {
  readonly path: string;
  readonly tab?: true;
  readonly auth?: true;
  readonly refresh?: readonly QueryKeyPrefix[];
  readonly refetchOnShow?: true;
}

const DEFINITIONS = {
  // app
  notFound: { path: '/pages/404/index' },
  cross: { path: '/pages/cross' },
  help: { path: '/pages/help/index' },
  // tabs
  root: { path: '/', tab: true, refresh: [homeKeys.all] },
  home: { path: '/pages/tabbar/home/index', tab: true, refresh: [homeKeys.all] },
  vip: { path: '/pages/tabbar/vip/index', tab: true, refresh: [vipKeys.all] },
  category: {
    path: '/pages/tabbar/type/index',
    tab: true,
    // The catalogue's searches of "mixes with" too, when it is on (only what is on screen is read again).
    refresh: [goodsKeys.filters.all, goodsKeys.search('category').all, goodsKeys.search('mixes').all],
  },
  cart: { path: '/pages/tabbar/shopping/index', tab: true, refresh: [cartKeys.all] },
  user: { path: '/pages/tabbar/user/index', tab: true, refresh: USER_CENTRE_KEYS, refetchOnShow: true },
  // auth
  login: { path: '/pages/login/login' },
  register: { path: '/pages/login/register' },
  recoverAccess: { path: '/pages/login/recoverAccess' },
  loginTest: { path: '/pages/login/test' },
  // storefront
  unlockMusic: { path: '/pages/tabbar/type/unlockMusic', refresh: [goodsKeys.listing('unlockMusic').all] },
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
  tAG: { path: '/pages/index/tAG', refresh: [goodsKeys.listing('tAG').all] },
  soundLight: { path: '/pages/index/soundLight' },
  stageNameLogo: { path: '/pages/index/stageNameLogo', refresh: [goodsKeys.listing('stageNameLogo').all] },
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
  // the DJ's crate (a working set on the device) and a crate shared by link
  crate: { path: '/pages/crate/index' },
  crateShared: { path: '/pages/crate/shared' },
  commentReply: { path: '/pages/comment/reply' },
  // buying
  confrimOrder: { path: '/pages/index/confrimOrder', auth: true },
  confrimObjectOrder: { path: '/pages/index/confrimObjectOrder', auth: true },
  orders: { path: '/pages/user/order/index', auth: true, refresh: [orderKeys.all] },
  orderDetail: { path: '/pages/user/order/detail', auth: true, refresh: [orderKeys.all] },
  teamworkDetail: { path: '/pages/user/order/teamworkDetail', auth: true, refresh: [orderKeys.all] },
  balance: { path: '/pages/user/balance/index', auth: true },
  balanceLog: { path: '/pages/user/balance/logList', auth: true },
  score: { path: '/pages/user/score/index', auth: true, refresh: [userKeys.scoreLog.all, userKeys.info.all] },
  scoreLog: { path: '/pages/user/score/loglist', auth: true, refresh: [userKeys.scoreLog.all] },
  couponCentre: { path: '/pages/welfareCenter/coupon' },
  discountOffer: { path: '/pages/welfareCenter/discountOffer' },
  myCoupons: { path: '/pages/user/coupon', auth: true, refresh: [couponKeys.all] },
  // account
  downloadLog: { path: '/pages/user/downlog/index', auth: true, refresh: [userKeys.downloadLog.all] },
  userInfo: { path: '/pages/user/userInfo', auth: true },
  updatePassword: { path: '/pages/user/updatePassword', auth: true },
  binding: { path: '/pages/user/binding', auth: true },
  myCollection: { path: '/pages/user/myCollection', auth: true, refresh: [userKeys.collection.all] },
  myAttention: { path: '/pages/user/myAttentionTwo', auth: true, refresh: [writerKeys.follows.all] },
  recentlyPlayed: { path: '/pages/user/recentlyPlayed', auth: true, refresh: [userKeys.playHistory.all] },
  customMusicGenre: { path: '/pages/user/customMusicGenre', auth: true },
  service: { path: '/pages/user/service' },
  privacyPolicy: { path: '/pages/user/privacyPolicy' },
  userAgreement: { path: '/pages/user/userAgreement' },
  // creators
  musicianApply: { path: '/pages/user/musicians/apply', auth: true },
  musicianCentre: { path: '/pages/user/musicians/userCenter', auth: true },
  songUpload: { path: '/pages/user/songUpload', auth: true },
  albumUpload: { path: '/pages/user/albumUpload', auth: true },
  withdrawal: { path: '/pages/user/musicians/withdrawal', auth: true },
  writerInfo: { path: '/pages/user/musicians/writerInfo', auth: true },
  writerUserInfo: { path: '/pages/user/musicians/writerUserInfo', auth: true },
  userWriterInfo: { path: '/pages/user/userWriterInfo', auth: true },
  makersList: { path: '/pages/makers/list', refresh: [writerKeys.all] },
  makersHome: { path: '/pages/makers/home' },
  makersWorks: { path: '/pages/makers/works' },
  makersEdit: { path: '/pages/makers/edit', auth: true },
  // community and brands
  circle: { path: '/pages/circle/index', refresh: [circleKeys.list.all] },
  circleDetail: { path: '/pages/circle/detail', refresh: [circleKeys.article.all, circleKeys.comments.all] },
  circlePublish: { path: '/pages/circle/publish', auth: true },
  circlePreview: { path: '/pages/circle/preview', auth: true },
  circleMy: { path: '/pages/circle/my', auth: true, refresh: [circleKeys.mine.all] },
  circleFavorite: { path: '/pages/circle/favorite', auth: true, refresh: [circleKeys.favorites.all] },
  brands: { path: '/pages/brands/list' },
  brandDetail: { path: '/pages/brands/detail' },
  brandCentre: { path: '/pages/brands/brandCenter', auth: true },
  brandApply: { path: '/pages/brands/apply', auth: true },
  brandEdit: { path: '/pages/brands/edit', auth: true },
} as const satisfies Record<string, PathDefinition>;

export type RouteName = keyof typeof DEFINITIONS;

export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  readonly tab: boolean;
  readonly auth: boolean;
  /** Query keys refetched by pull-to-refresh; empty where the page has none. */
  readonly refresh: readonly QueryKeyPrefix[];
  /** A kept-alive tab page that reads its `refresh` keys again whenever it is shown again. */
  readonly refetchOnShow: boolean;
}

function entry(name: RouteName, definition: PathDefinition): RouteEntry {
  return {
    name,
    path: definition.path,
    tab: definition.tab ?? false,
    auth: definition.auth ?? false,
    refresh: definition.refresh ?? [],
    refetchOnShow: definition.refetchOnShow ?? false,
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
