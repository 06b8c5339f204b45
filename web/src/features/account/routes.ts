import { couponKeys } from '@/entities/coupons/keys';
import { orderKeys } from '@/entities/orders/keys';
import { userKeys } from '@/entities/user/keys';
import { writerKeys } from '@/entities/writers/keys';
import { defineRoutes } from '@/lib/routes';

export const accountRoutes = defineRoutes({
  user: {
    path: '/pages/tabbar/user/index',
    title: 'account:title',
    tab: true,
    // What the user centre shows: the profile (balance, points, role), the order counts and the coupon count.
    refresh: [userKeys.info.all, orderKeys.counts.all, couponKeys.unusedCount.all],
    refetchOnShow: true,
    page: () => import('./UserCentrePage'),
    namespaces: ['account', 'vip', 'auth', 'crate'],
  },
  downloadLog: {
    path: '/pages/user/downlog/index',
    title: 'account:downloadLog.title',
    auth: true,
    refresh: [userKeys.downloadLog.all],
    page: () => import('./DownloadLogPage'),
    namespaces: ['account', 'files'],
  },
  userInfo: {
    path: '/pages/user/userInfo',
    title: 'account:userInfo.title',
    auth: true,
    page: () => import('./UserInfoPage'),
    namespaces: ['account', 'auth', 'files'],
  },
  updatePassword: {
    path: '/pages/user/updatePassword',
    title: 'account:updatePassword.title',
    auth: true,
    page: () => import('./UpdatePasswordPage'),
    namespaces: ['account', 'auth'],
  },
  binding: {
    path: '/pages/user/binding',
    title: 'account:binding.title',
    auth: true,
    page: () => import('./BindingPage'),
    namespaces: ['account', 'auth'],
  },
  myCollection: {
    path: '/pages/user/myCollection',
    title: 'account:myCollection.title',
    auth: true,
    refresh: [userKeys.collection.all],
    page: () => import('./MyCollectionPage'),
    namespaces: ['account', 'files'],
  },
  myAttention: {
    path: '/pages/user/myAttentionTwo',
    title: 'account:myAttention.title',
    auth: true,
    refresh: [writerKeys.follows.all],
    page: () => import('./MyAttentionPage'),
    namespaces: ['account'],
  },
  recentlyPlayed: {
    path: '/pages/user/recentlyPlayed',
    title: 'account:recentlyPlayed.title',
    auth: true,
    refresh: [userKeys.playHistory.all],
    page: () => import('./RecentlyPlayedPage'),
    namespaces: ['account'],
  },
  customMusicGenre: {
    path: '/pages/user/customMusicGenre',
    title: 'account:genres.title',
    auth: true,
    page: () => import('./CustomMusicGenrePage'),
    namespaces: ['account'],
  },
  service: {
    path: '/pages/user/service',
    title: 'account:service.title',
    page: () => import('./ServicePage'),
    namespaces: ['account'],
  },
  privacyPolicy: {
    path: '/pages/user/privacyPolicy',
    title: 'account:article.privacyPolicy',
    page: () => import('./PrivacyPolicyPage'),
    namespaces: ['account'],
  },
  userAgreement: {
    path: '/pages/user/userAgreement',
    title: 'account:article.userAgreement',
    page: () => import('./UserAgreementPage'),
    namespaces: ['account'],
  },
});
