import { scope } from '@/lib/query-keys';

export const commentKeys = {
  all: ['comments'] as const,
  list: scope('comments', 'list'),
  count: scope('comments', 'count'),
  replies: scope('comments', 'replies'),
};
