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
  // buying
  confrimOrder: lazyPage(() => import('@/features/checkout/ConfirmOrderPage'), 'checkout'),
  confrimObjectOrder: lazyPage(() => import('@/features/checkout/ConfirmObjectOrderPage'), 'checkout'),
  orders: lazyPage(() => import('@/features/orders/OrdersPage'), 'orders'),
  orderDetail: lazyPage(() => import('@/features/orders/OrderDetailPage'), 'orders'),
  teamworkDetail: lazyPage(() => import('@/features/orders/TeamworkDetailPage'), 'orders'),
  balance: lazyPage(() => import('@/features/wallet/BalancePage'), 'wallet'),
  balanceLog: lazyPage(() => import('@/features/wallet/BalanceLogPage'), 'wallet'),
  score: lazyPage(() => import('@/features/wallet/ScorePage'), 'wallet'),
  scoreLog: lazyPage(() => import('@/features/wallet/ScoreLogPage'), 'wallet'),
  couponCentre: lazyPage(() => import('@/features/coupons/CouponCentrePage'), 'coupons'),
  discountOffer: lazyPage(() => import('@/features/coupons/DiscountOfferPage'), 'coupons'),
  myCoupons: lazyPage(() => import('@/features/coupons/MyCouponsPage'), 'coupons'),
  // account
  downloadLog: lazyPage(() => import('@/features/account/DownloadLogPage'), 'account'),
  userInfo: lazyPage(() => import('@/features/account/UserInfoPage'), 'account', 'auth'),
  updatePassword: lazyPage(() => import('@/features/account/UpdatePasswordPage'), 'account', 'auth'),
  binding: lazyPage(() => import('@/features/account/BindingPage'), 'account', 'auth'),
  myCollection: lazyPage(() => import('@/features/account/MyCollectionPage'), 'account'),
  myAttention: lazyPage(() => import('@/features/account/MyAttentionPage'), 'account'),
  recentlyPlayed: lazyPage(() => import('@/features/account/RecentlyPlayedPage'), 'account'),
  customMusicGenre: lazyPage(() => import('@/features/account/CustomMusicGenrePage'), 'account'),
  service: lazyPage(() => import('@/features/account/ServicePage'), 'account'),
  privacyPolicy: lazyPage(() => import('@/features/account/PrivacyPolicyPage'), 'account'),
  userAgreement: lazyPage(() => import('@/features/account/UserAgreementPage'), 'account'),
  // creators
  musicianApply: lazyPage(() => import('@/features/musician/ApplyPage'), 'musician'),
  musicianCentre: lazyPage(() => import('@/features/earnings/CentrePage'), 'earnings'),
  songUpload: lazyPage(() => import('@/features/musician/SongUploadPage'), 'musician'),
  albumUpload: lazyPage(() => import('@/features/musician/AlbumUploadPage'), 'musician'),
  withdrawal: lazyPage(() => import('@/features/earnings/WithdrawalPage'), 'earnings'),
  writerInfo: lazyPage(() => import('@/features/musician/WriterInfoPage'), 'musician'),
  writerUserInfo: lazyPage(() => import('@/features/musician/WriterUserInfoPage'), 'musician'),
  userWriterInfo: lazyPage(() => import('@/features/musician/ProfileEditPage'), 'musician'),
  makersList: lazyPage(() => import('@/features/makers/MakersListPage'), 'makers'),
  makersHome: lazyPage(() => import('@/features/makers/MakersHomePage'), 'makers'),
  makersWorks: lazyPage(() => import('@/features/makers/MakersWorksPage'), 'makers'),
  makersEdit: lazyPage(() => import('@/features/musician/ProfileEditPage'), 'musician'),
  // community and brands
  circle: lazyPage(() => import('@/features/circle/CirclePage'), 'circle'),
  circleDetail: lazyPage(() => import('@/features/circle/CircleDetailPage'), 'circle'),
  circlePublish: lazyPage(() => import('@/features/circle/CirclePublishPage'), 'circle'),
  circlePreview: lazyPage(() => import('@/features/circle/CirclePreviewPage'), 'circle'),
  circleMy: lazyPage(() => import('@/features/circle/CircleMyPage'), 'circle'),
  circleFavorite: lazyPage(() => import('@/features/circle/CircleFavoritePage'), 'circle'),
  brands: lazyPage(() => import('@/features/brands/BrandsPage'), 'brands'),
  brandDetail: lazyPage(() => import('@/features/brands/BrandDetailPage'), 'brands'),
  brandCentre: lazyPage(() => import('@/features/brands/BrandCentrePage'), 'brands'),
  brandApply: lazyPage(() => import('@/features/brands/BrandApplyPage'), 'brands'),
  brandEdit: lazyPage(() => import('@/features/brands/BrandEditPage'), 'brands'),
};
