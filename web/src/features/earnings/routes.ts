import { defineRoutes } from '@/lib/routes';

export const earningsRoutes = defineRoutes({
  musicianCentre: {
    path: '/pages/user/musicians/userCenter',
    title: 'earnings:centre.title',
    auth: true,
    page: () => import('./CentrePage'),
    namespaces: ['earnings'],
  },
  withdrawal: {
    path: '/pages/user/musicians/withdrawal',
    title: 'earnings:withdraw.title',
    auth: true,
    page: () => import('./WithdrawalPage'),
    namespaces: ['earnings', 'files'],
  },
});
