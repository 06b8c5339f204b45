import { scope } from '@/lib/query-keys';

export const vipKeys = {
  all: ['vip'] as const,
  cards: scope('vip', 'cards'),
  /** The VIP tab's list of what members get free. */
  freeList: scope('vip', 'freeList'),
};
