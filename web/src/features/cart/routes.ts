import { cartKeys } from '@/entities/cart/keys';
import { defineRoutes } from '@/lib/routes';

export const cartRoutes = defineRoutes({
  cart: {
    path: '/pages/tabbar/shopping/index',
    title: 'cart:title',
    tab: true,
    refresh: [cartKeys.all],
    page: () => import('./CartPage'),
    namespaces: ['cart', 'files'],
  },
});
