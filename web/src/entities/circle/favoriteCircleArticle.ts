import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { circleKeys } from './keys';

/** Keeps the article as a favourite, or drops it; answers the new state and count. */
export const favoriteCircleArticle = (id: number) => unwrap(api.POST('/api/h5.circle/favorite', { body: { id } }));

/** What it changes: The article's favourite state, the user's favourites and Home's teaser. */
export const favoriteCircleArticleChanges = [
  circleKeys.all,
  homeKeys.section('circle'),
] as const satisfies readonly QueryKeyPrefix[];
