import { api, unwrap } from '@/lib/api';

/** Replies to a comment, or with `replyUserId` to one of the people in its thread. */
export const replyToComment = (commentId: number, content: string, replyUserId?: number) =>
  unwrap(
    api.POST('/api/h5.goods/reply', {
      body: { comment_id: commentId, content, ...(replyUserId === undefined ? {} : { reply_user_id: replyUserId }) },
    }),
  );
