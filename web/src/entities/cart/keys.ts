import { scope } from '../query-keys';

export const cartKeys = {
  all: ['cart'] as const,
  list: scope('cart', 'list'),
};
