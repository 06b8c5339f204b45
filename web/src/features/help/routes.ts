import { defineRoutes } from '@/lib/routes';

export const helpRoutes = defineRoutes({
  help: { path: '/pages/help/index', title: 'help:title', page: () => import('./HelpPage'), namespaces: ['help'] },
});
