import { userKeys } from '@/entities/user/keys';
import { defineRoutes } from '@/lib/routes';

export const walletRoutes = defineRoutes({
  balance: {
    path: '/pages/user/balance/index',
    title: 'wallet:balanceTitle',
    auth: true,
    page: () => import('./BalancePage'),
    namespaces: ['wallet', 'payment'],
  },
  balanceLog: {
    path: '/pages/user/balance/logList',
    title: 'wallet:balanceLog',
    auth: true,
    page: () => import('./BalanceLogPage'),
    namespaces: ['wallet'],
  },
  score: {
    path: '/pages/user/score/index',
    title: 'wallet:scoreTitle',
    auth: true,
    refresh: [userKeys.scoreLog.all, userKeys.info.all],
    page: () => import('./ScorePage'),
    namespaces: ['wallet'],
  },
  scoreLog: {
    path: '/pages/user/score/loglist',
    title: 'wallet:scoreLog',
    auth: true,
    refresh: [userKeys.scoreLog.all],
    page: () => import('./ScoreLogPage'),
    namespaces: ['wallet'],
  },
});
