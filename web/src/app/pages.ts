import type { ComponentType } from 'react';
import type { RouteName } from '@/config/paths';
import { type LazyPage, lazyPage } from './lazy-page';

// Which code renders each route of `config/paths.ts`, loaded on demand with its feature's strings. This is
// the only table that imports pages; a route missing here does not compile.

const home = lazyPage(() => import('@/features/home/HomePage'), 'home');

/** The listing routes share one page component, each with its own config (features/catalog/listings). */
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
  cart: lazyPage(() => import('@/features/cart/CartPage'), 'cart', 'files'),
  user: lazyPage(() => import('@/features/account/UserCentrePage'), 'account', 'vip', 'auth', 'crate'),
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
  singleDetail: lazyPage(() => import('@/features/goods/SingleDetailPage'), 'goods', 'player', 'files'),
  tvDetail: lazyPage(() => import('@/features/goods/VideoDetailPage'), 'goods'),
  videoDetail: lazyPage(() => import('@/features/goods/VideoDetailPage'), 'goods'),
  tvplayer: lazyPage(() => import('@/features/goods/TvPlayerPage'), 'goods'),
  materialObjectDetail: lazyPage(() => import('@/features/goods/ObjectDetailPage'), 'goods'),
  goodsDetail: lazyPage(() => import('@/features/goods/GroupDetailPage'), 'goods'),
  play: lazyPage(() => import('@/features/goods/PlayPage'), 'goods', 'player'),
  comment: lazyPage(() => import('@/features/comment/CommentPage'), 'comment'),
  commentReply: lazyPage(() => import('@/features/comment/ReplyPage'), 'comment'),
  crate: lazyPage(() => import('@/features/crate/CratePage'), 'crate', 'player'),
  crateShared: lazyPage(() => import('@/features/crate/SharedCratePage'), 'crate', 'player'),
  // buying
  confrimOrder: lazyPage(() => import('@/features/checkout/ConfirmOrderPage'), 'checkout', 'payment'),
  confrimObjectOrder: lazyPage(() => import('@/features/checkout/ConfirmObjectOrderPage'), 'checkout', 'payment'),
  orders: lazyPage(() => import('@/features/orders/OrdersPage'), 'orders'),
  orderDetail: lazyPage(() => import('@/features/orders/OrderDetailPage'), 'orders', 'payment', 'files'),
  teamworkDetail: lazyPage(() => import('@/features/orders/TeamworkDetailPage'), 'orders'),
  balance: lazyPage(() => import('@/features/wallet/BalancePage'), 'wallet', 'payment'),
  balanceLog: lazyPage(() => import('@/features/wallet/BalanceLogPage'), 'wallet'),
  score: lazyPage(() => import('@/features/wallet/ScorePage'), 'wallet'),
  scoreLog: lazyPage(() => import('@/features/wallet/ScoreLogPage'), 'wallet'),
  couponCentre: lazyPage(() => import('@/features/coupons/CouponCentrePage'), 'coupons'),
  discountOffer: lazyPage(() => import('@/features/coupons/DiscountOfferPage'), 'coupons'),
  myCoupons: lazyPage(() => import('@/features/coupons/MyCouponsPage'), 'coupons'),
  // account
  downloadLog: lazyPage(() => import('@/features/account/DownloadLogPage'), 'account', 'files'),
  userInfo: lazyPage(() => import('@/features/account/UserInfoPage'), 'account', 'auth', 'files'),
  updatePassword: lazyPage(() => import('@/features/account/UpdatePasswordPage'), 'account', 'auth'),
  binding: lazyPage(() => import('@/features/account/BindingPage'), 'account', 'auth'),
  myCollection: lazyPage(() => import('@/features/account/MyCollectionPage'), 'account', 'files'),
  myAttention: lazyPage(() => import('@/features/account/MyAttentionPage'), 'account'),
  recentlyPlayed: lazyPage(() => import('@/features/account/RecentlyPlayedPage'), 'account'),
  customMusicGenre: lazyPage(() => import('@/features/account/CustomMusicGenrePage'), 'account'),
  service: lazyPage(() => import('@/features/account/ServicePage'), 'account'),
  privacyPolicy: lazyPage(() => import('@/features/account/PrivacyPolicyPage'), 'account'),
  userAgreement: lazyPage(() => import('@/features/account/UserAgreementPage'), 'account'),
  // creators
  musicianApply: lazyPage(() => import('@/features/musician/ApplyPage'), 'musician', 'files'),
  musicianCentre: lazyPage(() => import('@/features/earnings/CentrePage'), 'earnings'),
  songUpload: lazyPage(() => import('@/features/musician/SongUploadPage'), 'musician', 'files'),
  albumUpload: lazyPage(() => import('@/features/musician/AlbumUploadPage'), 'musician', 'files'),
  withdrawal: lazyPage(() => import('@/features/earnings/WithdrawalPage'), 'earnings', 'files'),
  writerInfo: lazyPage(() => import('@/features/musician/WriterInfoPage'), 'musician'),
  writerUserInfo: lazyPage(() => import('@/features/musician/WriterUserInfoPage'), 'musician'),
  userWriterInfo: lazyPage(() => import('@/features/musician/ProfileEditPage'), 'musician', 'files'),
  makersList: lazyPage(() => import('@/features/makers/MakersListPage'), 'makers'),
  makersHome: lazyPage(() => import('@/features/makers/MakersHomePage'), 'makers'),
  makersWorks: lazyPage(() => import('@/features/makers/MakersWorksPage'), 'makers'),
  makersEdit: lazyPage(() => import('@/features/musician/ProfileEditPage'), 'musician', 'files'),
  // community and brands
  circle: lazyPage(() => import('@/features/circle/CirclePage'), 'circle'),
  circleDetail: lazyPage(() => import('@/features/circle/CircleDetailPage'), 'circle'),
  circlePublish: lazyPage(() => import('@/features/circle/CirclePublishPage'), 'circle', 'files'),
  circlePreview: lazyPage(() => import('@/features/circle/CirclePreviewPage'), 'circle'),
  circleMy: lazyPage(() => import('@/features/circle/CircleMyPage'), 'circle'),
  circleFavorite: lazyPage(() => import('@/features/circle/CircleFavoritePage'), 'circle'),
  brands: lazyPage(() => import('@/features/brands/BrandsPage'), 'brands'),
  brandDetail: lazyPage(() => import('@/features/brands/BrandDetailPage'), 'brands'),
  brandCentre: lazyPage(() => import('@/features/brands/BrandCentrePage'), 'brands'),
  brandApply: lazyPage(() => import('@/features/brands/BrandApplyPage'), 'brands'),
  brandEdit: lazyPage(() => import('@/features/brands/BrandEditPage'), 'brands', 'files'),
};
