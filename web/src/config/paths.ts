// Every built route as data: its name, path and flags, one line a route. Features, ui and lib link to pages
// through these names; only `app/pages.ts` knows which code renders a route.
//
// Each route names its title, a message key with its namespace (`catalog:searchTitle`, type-checked against
// the locale files): the page frame shows it, and a page passes a title only for text its data gives (a
// goods title, a musician's name). The key's namespace is one the route's page loads (`app/pages.ts`).
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
import type { MessageKey } from '@/lib/i18n';

/** What the user centre shows: the profile (balance, points, role), the order counts and the coupon count. */
export const USER_CENTRE_KEYS = [
  userKeys.info.all,
  orderKeys.counts.all,
  couponKeys.unusedCount.all,
] as const satisfies readonly QueryKeyPrefix[];

interface PathDefinition {
  readonly path: string;
  readonly title: MessageKey;
  readonly tab?: true;
  readonly auth?: true;
  readonly refresh?: readonly QueryKeyPrefix[];
  readonly refetchOnShow?: true;
}

const DEFINITIONS = {
  // app
  notFound: { path: '/pages/404/index', title: 'app:notFound.title' },
  cross: { path: '/pages/cross', title: 'app:cross.title' },
  help: { path: '/pages/help/index', title: 'help:title' },
  // tabs
  root: { path: '/', title: 'home:title', tab: true, refresh: [homeKeys.all] },
  home: { path: '/pages/tabbar/home/index', title: 'home:title', tab: true, refresh: [homeKeys.all] },
  vip: { path: '/pages/tabbar/vip/index', title: 'vip:title', tab: true, refresh: [vipKeys.all] },
  category: {
    path: '/pages/tabbar/type/index',
    title: 'catalog:title',
    tab: true,
    // The catalogue's searches of "mixes with" too, when it is on (only what is on screen is read again).
    refresh: [goodsKeys.filters.all, goodsKeys.search('category').all, goodsKeys.search('mixes').all],
  },
  cart: { path: '/pages/tabbar/shopping/index', title: 'cart:title', tab: true, refresh: [cartKeys.all] },
  user: {
    path: '/pages/tabbar/user/index',
    title: 'account:title',
    tab: true,
    refresh: USER_CENTRE_KEYS,
    refetchOnShow: true,
  },
  // auth
  login: { path: '/pages/login/login', title: 'auth:login.title' },
  register: { path: '/pages/login/register', title: 'auth:register.title' },
  recoverAccess: { path: '/pages/login/recoverAccess', title: 'auth:recover.title' },
  loginTest: { path: '/pages/login/test', title: 'auth:test.title' },
  // storefront
  unlockMusic: {
    path: '/pages/tabbar/type/unlockMusic',
    title: 'catalog:unlock',
    refresh: [goodsKeys.listing('unlockMusic').all],
  },
  topList: { path: '/pages/index/topList', title: 'catalog:listing.topList' },
  dayList: { path: '/pages/index/dayList', title: 'catalog:listing.dayList' },
  selectedMusicPack: { path: '/pages/index/selectedMusicPack', title: 'catalog:listing.selectedMusicPack' },
  suiteList: { path: '/pages/index/suiteList', title: 'catalog:listing.suiteList' },
  singleMusic: { path: '/pages/index/singleMusic', title: 'catalog:listing.singleMusic' },
  dJSingle: { path: '/pages/index/dJSingle', title: 'catalog:listing.dJSingle' },
  dJTeaching: { path: '/pages/index/dJTeaching', title: 'catalog:listing.dJTeaching' },
  vipList: { path: '/pages/index/vipList', title: 'catalog:listing.vipList' },
  welfareCenter: { path: '/pages/index/welfareCenter', title: 'catalog:listing.welfareCenter' },
  singerTrackList: { path: '/pages/index/singerTrackList', title: 'catalog:listing.singerTrackList' },
  tAG: { path: '/pages/index/tAG', title: 'catalog:listing.tAG', refresh: [goodsKeys.listing('tAG').all] },
  soundLight: { path: '/pages/index/soundLight', title: 'catalog:listing.soundLight' },
  stageNameLogo: {
    path: '/pages/index/stageNameLogo',
    title: 'catalog:listing.stageNameLogo',
    refresh: [goodsKeys.listing('stageNameLogo').all],
  },
  software: { path: '/pages/index/software', title: 'catalog:listing.software' },
  search: { path: '/pages/index/search', title: 'catalog:searchTitle' },
  singleDetail: { path: '/pages/index/singleDetail', title: 'goods:detailTitle' },
  tvDetail: { path: '/pages/index/tvDetail', title: 'goods:detailTitle' },
  videoDetail: { path: '/pages/index/videoDetail', title: 'goods:detailTitle' },
  tvplayer: { path: '/pages/index/tvplayer', title: 'goods:videoPlayer' },
  materialObjectDetail: { path: '/pages/index/materialObjectDetail', title: 'goods:detailTitle' },
  goodsDetail: { path: '/pages/index/goodsDetail', title: 'goods:groupTitle' },
  play: { path: '/pages/index/play', title: 'goods:playTitle' },
  comment: { path: '/pages/comment/index', title: 'comment:title' },
  // the DJ's crate (a working set on the device) and a crate shared by link
  crate: { path: '/pages/crate/index', title: 'crate:title' },
  crateShared: { path: '/pages/crate/shared', title: 'crate:shared.title' },
  commentReply: { path: '/pages/comment/reply', title: 'comment:repliesTitle' },
  // buying
  confrimOrder: { path: '/pages/index/confrimOrder', title: 'checkout:title', auth: true },
  confrimObjectOrder: { path: '/pages/index/confrimObjectOrder', title: 'checkout:objectTitle', auth: true },
  orders: { path: '/pages/user/order/index', title: 'orders:title', auth: true, refresh: [orderKeys.all] },
  orderDetail: { path: '/pages/user/order/detail', title: 'orders:detailTitle', auth: true, refresh: [orderKeys.all] },
  teamworkDetail: {
    path: '/pages/user/order/teamworkDetail',
    title: 'orders:groupTitle',
    auth: true,
    refresh: [orderKeys.all],
  },
  balance: { path: '/pages/user/balance/index', title: 'wallet:balanceTitle', auth: true },
  balanceLog: { path: '/pages/user/balance/logList', title: 'wallet:balanceLog', auth: true },
  score: {
    path: '/pages/user/score/index',
    title: 'wallet:scoreTitle',
    auth: true,
    refresh: [userKeys.scoreLog.all, userKeys.info.all],
  },
  scoreLog: {
    path: '/pages/user/score/loglist',
    title: 'wallet:scoreLog',
    auth: true,
    refresh: [userKeys.scoreLog.all],
  },
  couponCentre: { path: '/pages/welfareCenter/coupon', title: 'coupons:centreTitle' },
  discountOffer: { path: '/pages/welfareCenter/discountOffer', title: 'coupons:offersTitle' },
  myCoupons: { path: '/pages/user/coupon', title: 'coupons:myCoupons', auth: true, refresh: [couponKeys.all] },
  // account
  downloadLog: {
    path: '/pages/user/downlog/index',
    title: 'account:downloadLog.title',
    auth: true,
    refresh: [userKeys.downloadLog.all],
  },
  userInfo: { path: '/pages/user/userInfo', title: 'account:userInfo.title', auth: true },
  updatePassword: { path: '/pages/user/updatePassword', title: 'account:updatePassword.title', auth: true },
  binding: { path: '/pages/user/binding', title: 'account:binding.title', auth: true },
  myCollection: {
    path: '/pages/user/myCollection',
    title: 'account:myCollection.title',
    auth: true,
    refresh: [userKeys.collection.all],
  },
  myAttention: {
    path: '/pages/user/myAttentionTwo',
    title: 'account:myAttention.title',
    auth: true,
    refresh: [writerKeys.follows.all],
  },
  recentlyPlayed: {
    path: '/pages/user/recentlyPlayed',
    title: 'account:recentlyPlayed.title',
    auth: true,
    refresh: [userKeys.playHistory.all],
  },
  customMusicGenre: { path: '/pages/user/customMusicGenre', title: 'account:genres.title', auth: true },
  service: { path: '/pages/user/service', title: 'account:service.title' },
  privacyPolicy: { path: '/pages/user/privacyPolicy', title: 'account:article.privacyPolicy' },
  userAgreement: { path: '/pages/user/userAgreement', title: 'account:article.userAgreement' },
  // creators
  musicianApply: { path: '/pages/user/musicians/apply', title: 'musician:apply.title', auth: true },
  musicianCentre: { path: '/pages/user/musicians/userCenter', title: 'earnings:centre.title', auth: true },
  songUpload: { path: '/pages/user/songUpload', title: 'musician:song.title', auth: true },
  albumUpload: { path: '/pages/user/albumUpload', title: 'musician:album.title', auth: true },
  withdrawal: { path: '/pages/user/musicians/withdrawal', title: 'earnings:withdraw.title', auth: true },
  writerInfo: { path: '/pages/user/musicians/writerInfo', title: 'musician:profile.title', auth: true },
  writerUserInfo: { path: '/pages/user/musicians/writerUserInfo', title: 'musician:application.title', auth: true },
  userWriterInfo: { path: '/pages/user/userWriterInfo', title: 'musician:profile.editTitle', auth: true },
  makersList: { path: '/pages/makers/list', title: 'makers:list.title', refresh: [writerKeys.all] },
  makersHome: { path: '/pages/makers/home', title: 'makers:home.title' },
  makersWorks: { path: '/pages/makers/works', title: 'makers:works.title' },
  makersEdit: { path: '/pages/makers/edit', title: 'musician:profile.editTitle', auth: true },
  // community and brands
  circle: { path: '/pages/circle/index', title: 'circle:title', refresh: [circleKeys.list.all] },
  circleDetail: {
    path: '/pages/circle/detail',
    title: 'circle:detail.title',
    refresh: [circleKeys.article.all, circleKeys.comments.all],
  },
  circlePublish: { path: '/pages/circle/publish', title: 'circle:publish.title', auth: true },
  circlePreview: { path: '/pages/circle/preview', title: 'circle:preview.title', auth: true },
  circleMy: { path: '/pages/circle/my', title: 'circle:my.title', auth: true, refresh: [circleKeys.mine.all] },
  circleFavorite: {
    path: '/pages/circle/favorite',
    title: 'circle:favorite.title',
    auth: true,
    refresh: [circleKeys.favorites.all],
  },
  brands: { path: '/pages/brands/list', title: 'brands:title' },
  brandDetail: { path: '/pages/brands/detail', title: 'brands:detail.title' },
  brandCentre: { path: '/pages/brands/brandCenter', title: 'brands:centre.title', auth: true },
  brandApply: { path: '/pages/brands/apply', title: 'brands:apply.title', auth: true },
  brandEdit: { path: '/pages/brands/edit', title: 'brands:edit.title', auth: true },
} as const satisfies Record<string, PathDefinition>;

export type RouteName = keyof typeof DEFINITIONS;

export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  /** The frame's title: a message key with its namespace, which the route's page loads. */
  readonly title: MessageKey;
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
    title: definition.title,
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
  // Not Object.hasOwn: Chrome 87 and Safari 15.0 lack it (docs/behaviour.md#browsers).
  return Object.keys(DEFINITIONS).includes(name);
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
