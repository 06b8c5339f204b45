import type { RouteName } from '@/config/paths';
import { type LazyPage, lazyPage } from './lazy-page';

// Which code renders each route of `config/paths.ts`, loaded on demand with its feature's strings. This is
// the only table that imports pages; a route missing here does not compile.

const home = lazyPage(() => import('@/features/home/HomePage'), 'home');

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
  singleDetail: lazyPage(() => import('@/features/goods/SingleDetailPage'), 'goods'),
  play: lazyPage(() => import('@/features/goods/PlayPage'), 'goods'),
  // buying
  // account
  downloadLog: lazyPage(() => import('@/features/account/DownloadLogPage'), 'account'),
  // creators
  // community and brands
};
