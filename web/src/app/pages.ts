import type { ComponentType } from 'react';
import type { RouteName } from '@/config/paths';
import { type LazyPage, lazyPage } from './lazy-page';

// Which code renders each route of `config/paths.ts`, loaded on demand with its feature's strings. This is
// the only table that imports pages; a route missing here does not compile.

const home = lazyPage(() => import('@/features/home/HomePage'), 'home');

/** The §2 listing routes share one page component, each with its own config (features/catalog/listings). */
type Listings = typeof import('@/features/catalog/listings');
const listing = (pick: (module: Listings) => ComponentType) =>
  lazyPage(() => import('@/features/catalog/listings').then((module) => ({ default: pick(module) })), 'catalog');

export const PAGES: { readonly [name in RouteName]: LazyPage } = {
  // app
  notFound: lazyPage(() => import('./pages/NotFoundPage'), 'app'),
  cross: lazyPage(() => import('./pages/CrossPage'), 'app'),
  help: lazyPage(() => import('@/features/help/HelpPage'), 'help'),
  // tabs
  root: home,
  home,
  vip: lazyPage(() => import('@/features/vip/VipPage'), 'vip'),
  category: lazyPage(() => import('@/features/catalog/CategoryPage'), 'catalog'),
  cart: lazyPage(() => import('@/features/cart/CartPage'), 'cart'),
  user: lazyPage(() => import('@/features/account/UserCentrePage'), 'account', 'vip', 'auth'),
  // auth
  login: lazyPage(() => import('@/features/auth/pages/LoginPage'), 'auth'),
  register: lazyPage(() => import('@/features/auth/pages/RegisterPage'), 'auth'),
  recoverAccess: lazyPage(() => import('@/features/auth/pages/RecoverAccessPage'), 'auth'),
  loginTest: lazyPage(() => import('@/features/auth/pages/LoginTestPage'), 'auth'),
  // storefront
  unlockMusic: lazyPage(() => import('@/features/catalog/UnlockMusicPage'), 'catalog'),
  topList: listing((m) => m.TopListPage),
  dayList: listing((m) => m.DayListPage),
  selectedMusicPack: listing((m) => m.SelectedMusicPackPage),
  suiteList: listing((m) => m.SuiteListPage),
  singleMusic: listing((m) => m.SingleMusicPage),
  dJSingle: listing((m) => m.DjSinglePage),
  dJTeaching: listing((m) => m.DjTeachingPage),
  vipList: listing((m) => m.VipListPage),
  welfareCenter: listing((m) => m.WelfareCenterPage),
  singerTrackList: listing((m) => m.SingerTrackListPage),
  tAG: listing((m) => m.TagPage),
  soundLight: listing((m) => m.SoundLightPage),
  stageNameLogo: listing((m) => m.StageNameLogoPage),
  software: listing((m) => m.SoftwarePage),
  search: lazyPage(() => import('@/features/catalog/SearchPage'), 'catalog'),
  singleDetail: lazyPage(() => import('@/features/goods/SingleDetailPage'), 'goods', 'player'),
  tvDetail: lazyPage(() => import('@/features/goods/VideoDetailPage'), 'goods'),
  videoDetail: lazyPage(() => import('@/features/goods/VideoDetailPage'), 'goods'),
  tvplayer: lazyPage(() => import('@/features/goods/TvPlayerPage'), 'goods'),
  materialObjectDetail: lazyPage(() => import('@/features/goods/ObjectDetailPage'), 'goods'),
  goodsDetail: lazyPage(() => import('@/features/goods/GroupDetailPage'), 'goods'),
  play: lazyPage(() => import('@/features/goods/PlayPage'), 'goods', 'player'),
  comment: lazyPage(() => import('@/features/comment/CommentPage'), 'comment'),
  commentReply: lazyPage(() => import('@/features/comment/ReplyPage'), 'comment'),
  // buying
  // account
  downloadLog: lazyPage(() => import('@/features/account/DownloadLogPage'), 'account'),
  // creators
  // community and brands
};
