import { scope } from '@/lib/query-keys';

export const cartKeys = {
  all: ['cart'] as const,
  list: scope('cart', 'list'),
};
