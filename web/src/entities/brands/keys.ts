import { scope } from '@/lib/query-keys';

export const brandKeys = {
  all: ['brands'] as const,
  list: scope('brands', 'list'),
  detail: scope('brands', 'detail'),
  team: scope('brands', 'team'),
};
