import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { commentKeys } from './keys';

/** Replies to a comment, or with `replyUserId` to one of the people in its thread. */
export const replyToComment = (commentId: number, content: string, replyUserId?: number) =>
  unwrap(
    api.POST('/api/h5.goods/reply', {
      body: { comment_id: commentId, content, ...(replyUserId === undefined ? {} : { reply_user_id: replyUserId }) },
    }),
  );

/** What it changes: The comment's replies and the reply count in the goods' comments. */
export const replyToCommentChanges = [commentKeys.all] as const satisfies readonly QueryKeyPrefix[];
