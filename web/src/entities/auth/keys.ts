import { scope } from '../query-keys';

export const authKeys = {
  all: ['auth'] as const,
  checkLogin: scope('auth', 'checkLogin'),
};
