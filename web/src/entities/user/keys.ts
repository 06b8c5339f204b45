import { scope } from '@/lib/query-keys';

export const userKeys = {
  all: ['user'] as const,
  /** The profile with the balance, points and VIP state. */
  info: scope('user', 'info'),
  customGenres: scope('user', 'customGenres'),
  playHistory: scope('user', 'playHistory'),
  downloadLog: scope('user', 'downloadLog'),
  collection: scope('user', 'collection'),
  moneyLog: scope('user', 'moneyLog'),
  scoreLog: scope('user', 'scoreLog'),
};
