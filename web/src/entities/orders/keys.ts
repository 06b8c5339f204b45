import { scope } from '@/lib/query-keys';

export const orderKeys = {
  all: ['orders'] as const,
  list: scope('orders', 'list'),
  detail: scope('orders', 'detail'),
  groups: scope('orders', 'groups'),
  group: scope('orders', 'group'),
  /** How many orders wait in each badged state (the user centre's counts). */
  counts: scope('orders', 'counts'),
};

/** A priced selection before it becomes an order. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: scope('checkout', 'preview'),
};
