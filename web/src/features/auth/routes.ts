import { defineRoutes } from '@/lib/routes';

export const authRoutes = defineRoutes({
  login: {
    path: '/pages/login/login',
    title: 'auth:login.title',
    page: () => import('./pages/LoginPage'),
    namespaces: ['auth'],
  },
  register: {
    path: '/pages/login/register',
    title: 'auth:register.title',
    page: () => import('./pages/RegisterPage'),
    namespaces: ['auth'],
  },
  recoverAccess: {
    path: '/pages/login/recoverAccess',
    title: 'auth:recover.title',
    page: () => import('./pages/RecoverAccessPage'),
    namespaces: ['auth'],
  },
  loginTest: {
    path: '/pages/login/test',
    title: 'auth:test.title',
    page: () => import('./pages/LoginTestPage'),
    namespaces: ['auth'],
  },
});
