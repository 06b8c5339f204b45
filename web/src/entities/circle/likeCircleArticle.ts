import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { circleKeys } from './keys';

/** Likes the article, or takes the like back; answers the new state and count. */
export const likeCircleArticle = (id: number) => unwrap(api.POST('/api/h5.circle/like', { body: { id } }));

/** What it changes: The article's likes in the circle's lists, its page and Home's teaser. */
export const likeCircleArticleChanges = [
  circleKeys.all,
  homeKeys.section('circle'),
] as const satisfies readonly QueryKeyPrefix[];
