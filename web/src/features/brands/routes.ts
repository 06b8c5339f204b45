import { defineRoutes } from '@/lib/routes';

export const brandsRoutes = defineRoutes({
  brands: {
    path: '/pages/brands/list',
    title: 'brands:title',
    page: () => import('./BrandsPage'),
    namespaces: ['brands'],
  },
  brandDetail: {
    path: '/pages/brands/detail',
    title: 'brands:detail.title',
    page: () => import('./BrandDetailPage'),
    namespaces: ['brands'],
  },
  brandCentre: {
    path: '/pages/brands/brandCenter',
    title: 'brands:centre.title',
    auth: true,
    page: () => import('./BrandCentrePage'),
    namespaces: ['brands'],
  },
  brandApply: {
    path: '/pages/brands/apply',
    title: 'brands:apply.title',
    auth: true,
    page: () => import('./BrandApplyPage'),
    namespaces: ['brands'],
  },
  brandEdit: {
    path: '/pages/brands/edit',
    title: 'brands:edit.title',
    auth: true,
    page: () => import('./BrandEditPage'),
    namespaces: ['brands', 'files'],
  },
});
