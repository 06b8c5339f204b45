import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { brandsRoutes } from '@/features/brands/routes';
import { cartRoutes } from '@/features/cart/routes';
import { catalogRoutes } from '@/features/catalog/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { circleRoutes } from '@/features/circle/routes';
import { commentRoutes } from '@/features/comment/routes';
import { couponsRoutes } from '@/features/coupons/routes';
import { crateRoutes } from '@/features/crate/routes';
import { earningsRoutes } from '@/features/earnings/routes';
import { goodsRoutes } from '@/features/goods/routes';
import { helpRoutes } from '@/features/help/routes';
import { homeRoutes } from '@/features/home/routes';
import { makersRoutes } from '@/features/makers/routes';
import { musicianRoutes } from '@/features/musician/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { vipRoutes } from '@/features/vip/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { defineRoutes, type RouteEntry, registerRoutes } from '@/lib/routes';

// Every route, collected from the features that declare them (each `features/<feature>/routes.ts`), and the
// app's own two pages. Adding a page touches its feature's routes and nothing here; a new feature adds a line.

const appRoutes = defineRoutes({
  notFound: {
    path: '/pages/404/index',
    title: 'app:notFound.title',
    page: () => import('./pages/NotFoundPage'),
    namespaces: ['app'],
  },
  cross: {
    path: '/pages/cross',
    title: 'app:cross.title',
    page: () => import('./pages/CrossPage'),
    namespaces: ['app'],
  },
});

const ROUTE_TABLE = {
  ...appRoutes,
  ...helpRoutes,
  ...homeRoutes,
  ...vipRoutes,
  ...catalogRoutes,
  ...cartRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...goodsRoutes,
  ...commentRoutes,
  ...crateRoutes,
  ...checkoutRoutes,
  ...ordersRoutes,
  ...walletRoutes,
  ...couponsRoutes,
  ...musicianRoutes,
  ...earningsRoutes,
  ...makersRoutes,
  ...circleRoutes,
  ...brandsRoutes,
};

declare module '@/lib/routes' {
  interface RouteRegister {
    routes: typeof ROUTE_TABLE;
  }
}

/** Every route, registered for the names features link by (lib/routes.ts). */
export const ROUTE_LIST: readonly RouteEntry[] = registerRoutes(ROUTE_TABLE);
