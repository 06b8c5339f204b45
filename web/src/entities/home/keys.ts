import { scope } from '@/lib/query-keys';

/** Home's sections: teasers of lists that have pages of their own, so Home's pull-to-refresh is one scope. */
export const homeKeys = {
  all: ['home'] as const,
  section: scope('home'),
};

/** The provider's texts: articles and the customer-service details. */
export const contentKeys = {
  all: ['content'] as const,
  article: scope('content', 'article'),
  service: scope('content', 'service'),
};
