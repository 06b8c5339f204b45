import { scope } from '@/lib/query-keys';

export const circleKeys = {
  all: ['circle'] as const,
  list: scope('circle', 'list'),
  article: scope('circle', 'article'),
  comments: scope('circle', 'comments'),
  mine: scope('circle', 'mine'),
  favorites: scope('circle', 'favorites'),
};
