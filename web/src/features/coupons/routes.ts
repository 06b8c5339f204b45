import { couponKeys } from '@/entities/coupons/keys';
import { defineRoutes } from '@/lib/routes';

export const couponsRoutes = defineRoutes({
  couponCentre: {
    path: '/pages/welfareCenter/coupon',
    title: 'coupons:centreTitle',
    page: () => import('./CouponCentrePage'),
    namespaces: ['coupons'],
  },
  discountOffer: {
    path: '/pages/welfareCenter/discountOffer',
    title: 'coupons:offersTitle',
    page: () => import('./DiscountOfferPage'),
    namespaces: ['coupons'],
  },
  myCoupons: {
    path: '/pages/user/coupon',
    title: 'coupons:myCoupons',
    auth: true,
    refresh: [couponKeys.all],
    page: () => import('./MyCouponsPage'),
    namespaces: ['coupons'],
  },
});
