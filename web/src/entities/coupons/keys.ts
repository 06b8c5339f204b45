import { scope } from '@/lib/query-keys';

export const couponKeys = {
  all: ['coupons'] as const,
  centre: scope('coupons', 'centre'),
  mine: scope('coupons', 'mine'),
  /** How many unused coupons the user holds (the user centre's count). */
  unusedCount: scope('coupons', 'unusedCount'),
};
