import { defineRoutes } from '@/lib/routes';

// The DJ's crate (a working set on the device) and a crate shared by link.
export const crateRoutes = defineRoutes({
  crate: {
    path: '/pages/crate/index',
    title: 'crate:title',
    page: () => import('./CratePage'),
    namespaces: ['crate', 'player'],
  },
  crateShared: {
    path: '/pages/crate/shared',
    title: 'crate:shared.title',
    page: () => import('./SharedCratePage'),
    namespaces: ['crate', 'player'],
  },
});
