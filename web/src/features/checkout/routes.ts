import { defineRoutes } from '@/lib/routes';

export const checkoutRoutes = defineRoutes({
  confrimOrder: {
    path: '/pages/index/confrimOrder',
    title: 'checkout:title',
    auth: true,
    page: () => import('./ConfirmOrderPage'),
    namespaces: ['checkout', 'payment'],
  },
  confrimObjectOrder: {
    path: '/pages/index/confrimObjectOrder',
    title: 'checkout:objectTitle',
    auth: true,
    page: () => import('./ConfirmObjectOrderPage'),
    namespaces: ['checkout', 'payment'],
  },
});
