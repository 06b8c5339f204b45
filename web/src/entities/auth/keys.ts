import { scope } from '@/lib/query-keys';

export const authKeys = {
  all: ['auth'] as const,
  checkLogin: scope('auth', 'checkLogin'),
};
