import { scope } from '@/lib/query-keys';

export const popupKeys = {
  all: ['popup'] as const,
  list: scope('popup', 'list'),
};
