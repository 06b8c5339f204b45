// Comments and replies on goods.
import type { components } from '@djshop/api';
import { filterText, textLength, typedText } from '@djshop/api/php-text';
import { fail, ok } from '../envelope.ts';
import type { State } from '../store/index.ts';
import { addComment, addReply, type CommentRecord, type ReplyRecord } from '../store/modules/comments.ts';
import { GOODS_GONE } from './catalogue.ts';
import { type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { userBriefView } from './views.ts';

const FIRST_REPLIES = 3;
const MAX_LENGTH = 140;
/** The same text from the same user on the same target within this window is a repeat submission. */
const REPEAT_WINDOW_SEC = 10;

const CONTENT_MESSAGES = {
  'content:required': 'Comment content required',
  'content:minLength': 'Comment content required',
  'content:maxLength': `Comment content cannot exceed ${MAX_LENGTH} characters`,
};

const replyView = (state: State, r: ReplyRecord): components['schemas']['Reply'] => ({
  id: r.id,
  user: userBriefView(state, r.user_id),
  content: r.content,
  createtime: r.createtime,
  reply_to: r.reply_to_user_id === null ? null : userBriefView(state, r.reply_to_user_id),
});

const commentView = (state: State, c: CommentRecord): components['schemas']['Comment'] => ({
  id: c.id,
  user: userBriefView(state, c.user_id),
  content: c.content,
  star: c.star,
  createtime: c.createtime,
  reply_count: c.replies.length,
  replies: c.replies.slice(0, FIRST_REPLIES).map((r) => replyView(state, r)),
});

/** Filters like the provider, then checks what the schema cannot see: text that is only spaces or tags. */
function cleanContent(raw: string): { ok: true; text: string } | { ok: false; msg: string } {
  const text = filterText(raw);
  if (text === '') return { ok: false, msg: CONTENT_MESSAGES['content:required'] };
  if (textLength(typedText(raw)) > MAX_LENGTH) return { ok: false, msg: CONTENT_MESSAGES['content:maxLength'] };
  return { ok: true, text };
}

export const handlers = {
  getGoodsComments: read((ctx) => {
    if (!ctx.state.goods.byId.has(ctx.query.goods_id)) return fail(GOODS_GONE);
    const list = ctx.state.comments.byGoods.get(ctx.query.goods_id) ?? [];
    return ok(pageOf(list, ctx.query, (c) => commentView(ctx.state, c)));
  }),

  getCommentReplies: read((ctx) => {
    const comment = ctx.state.comments.byId.get(ctx.query.comment_id);
    if (!comment) return fail('The comment does not exist');
    return ok(pageOf(comment.replies, ctx.query, (r) => replyView(ctx.state, r)));
  }),

  addGoodsComment: {
    messages: CONTENT_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user;
      if (!user) return fail('Please login first', 401);
      const content = cleanContent(ctx.body.content);
      if (!content.ok) return fail(content.msg);
      if (!ctx.state.goods.byId.has(ctx.body.goods_id)) return fail(GOODS_GONE);
      const now = ctx.seconds();
      const list = ctx.state.comments.byGoods.get(ctx.body.goods_id) ?? [];
      const repeat = list.some(
        (c) => c.user_id === user.id && c.content === content.text && now - c.createtime < REPEAT_WINDOW_SEC,
      );
      if (repeat) return fail('Please do not submit repeatedly');
      const comment = addComment(ctx.state.comments, {
        goods_id: ctx.body.goods_id,
        user_id: user.id,
        content: content.text,
        star: null,
        createtime: now,
      });
      return ok(commentView(ctx.state, comment), 'Comment successful');
    },
  },

  replyToComment: {
    messages: CONTENT_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user;
      if (!user) return fail('Please login first', 401);
      const content = cleanContent(ctx.body.content);
      if (!content.ok) return fail(content.msg);
      const comment = ctx.state.comments.byId.get(ctx.body.comment_id);
      if (!comment) return fail('The comment does not exist');
      const replyTo = ctx.body.reply_user_id ?? null;
      if (replyTo !== null && replyTo !== comment.user_id && !comment.replies.some((r) => r.user_id === replyTo)) {
        return fail('The user does not exist');
      }
      const now = ctx.seconds();
      const repeat = comment.replies.some(
        (r) => r.user_id === user.id && r.content === content.text && now - r.createtime < REPEAT_WINDOW_SEC,
      );
      if (repeat) return fail('Please do not submit repeatedly');
      const reply = addReply(ctx.state.comments, comment, {
        user_id: user.id,
        content: content.text,
        reply_to_user_id: replyTo,
        createtime: now,
      });
      return ok(replyView(ctx.state, reply), 'Reply successful');
    },
  },
} satisfies Handlers;
