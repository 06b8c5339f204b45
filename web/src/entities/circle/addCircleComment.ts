import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { circleKeys } from './keys';

/** Comments on an article; answers the comment as stored (escaped). */
export const addCircleComment = (id: number, content: string) =>
  unwrap(api.POST('/api/h5.circle/comment', { body: { id, content } }));

/** What it changes: The article's comments and its comment count in the lists and Home's teaser. */
export const addCircleCommentChanges = [
  circleKeys.all,
  homeKeys.section('circle'),
] as const satisfies readonly QueryKeyPrefix[];
