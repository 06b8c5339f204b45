import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { circleKeys } from './keys';

export interface CircleArticleInput {
  title: string;
  content: string;
  images: string[];
}

/** Publishes an article; the provider's refusals arrive as ApiError (their message already shown). */
export const publishCircleArticle = (input: CircleArticleInput) =>
  unwrap(api.POST('/api/h5.circle/publish', { body: input }));

/** What it changes: Every circle list (the user's own among them) and Home's circle teaser. */
export const publishCircleArticleChanges = [
  circleKeys.all,
  homeKeys.section('circle'),
] as const satisfies readonly QueryKeyPrefix[];
