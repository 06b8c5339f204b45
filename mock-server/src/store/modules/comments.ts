// Comments and replies on goods.
export interface ReplyRecord {
  id: number;
  comment_id: number;
  user_id: number;
  content: string;
  reply_to_user_id: number | null;
  createtime: number;
}

export interface CommentRecord {
  id: number;
  goods_id: number;
  user_id: number;
  content: string;
  star: number | null;
  createtime: number;
  replies: ReplyRecord[];
}

export interface CommentsState {
  byId: Map<number, CommentRecord>;
  byGoods: Map<number, CommentRecord[]>;
  nextId: number;
  nextReplyId: number;
}

// ---------------------------------------------------------------- writes: the only code that changes comments

/** A new comment, listed first under its goods. */
export function addComment(comments: CommentsState, fields: Omit<CommentRecord, 'id' | 'replies'>): CommentRecord {
  const comment: CommentRecord = { id: comments.nextId++, ...fields, replies: [] };
  comments.byId.set(comment.id, comment);
  const list = comments.byGoods.get(comment.goods_id) ?? [];
  list.unshift(comment);
  comments.byGoods.set(comment.goods_id, list);
  return comment;
}

export function addReply(
  comments: CommentsState,
  comment: CommentRecord,
  fields: Omit<ReplyRecord, 'id' | 'comment_id'>,
): ReplyRecord {
  const reply: ReplyRecord = { id: comments.nextReplyId++, comment_id: comment.id, ...fields };
  comment.replies.push(reply);
  return reply;
}
