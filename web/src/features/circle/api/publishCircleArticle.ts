import { api, unwrap } from '@/lib/api';

export interface CircleArticleInput {
  title: string;
  content: string;
  images: string[];
}

/** Publishes an article; the provider's refusals arrive as ApiError (their message already shown). */
export const publishCircleArticle = (input: CircleArticleInput) =>
  unwrap(api.POST('/api/h5.circle/publish', { body: input }));
