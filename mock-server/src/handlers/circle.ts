// The community circle: the article list and detail, publishing, likes and favourites.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim, textLength, typedText } from '@djshop/api/php-text';
import { fail, ok } from '../envelope.ts';
import { newestFirst } from '../store/ids.ts';
import type { State } from '../store/index.ts';
import {
  addArticle,
  addCircleComment,
  articleOf,
  type CircleArticleRecord,
  type CircleCommentRecord,
  circleCommentsOf,
  countView,
  hasFavorited,
  hasLiked,
  toggleFavorite,
  toggleLike,
} from '../store/modules/circle.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { userBriefView } from './views.ts';

export const NO_ARTICLE_MSG = 'The article does not exist';

const COMMENT_MAX_LENGTH = 140;
/** The same text from the same user on the same article within this window is a repeat submission. */
const REPEAT_WINDOW_SEC = 10;
const COMMENT_MESSAGES = {
  'content:required': 'Comment content required',
  'content:minLength': 'Comment content required',
  'content:maxLength': `Comment content cannot exceed ${COMMENT_MAX_LENGTH} characters`,
};

const commentView = (state: State, c: CircleCommentRecord): Schema<'CircleComment'> => ({
  id: c.id,
  user: userBriefView(state, c.user_id),
  content: c.content,
  createtime: c.createtime,
});

const articleView = (state: State, a: CircleArticleRecord, userId: number | undefined): Schema<'CircleArticle'> => ({
  id: a.id,
  title: a.title,
  content: a.content,
  images: a.images,
  user: userBriefView(state, a.user_id),
  likes: a.likes,
  favorites: a.favorites,
  comments: a.comments,
  liked: hasLiked(state.circle, userId, a.id),
  favorited: hasFavorited(state.circle, userId, a.id),
  createtime: a.createtime,
});

const liveArticles = (state: State): CircleArticleRecord[] => [...state.circle.byId.values()].filter((a) => !a.deleted);

const heat = (a: CircleArticleRecord) => a.likes + a.favorites + a.comments;

export const handlers = {
  getCircleList: read(
    (ctx) => {
      const state = ctx.state;
      const list = liveArticles(state);
      if (ctx.query.sort === 'hot') list.sort((a, b) => heat(b) - heat(a) || newestFirst(a, b));
      else list.sort(newestFirst);
      return ok(pageOf(list, ctx.query, (a) => articleView(state, a, ctx.user?.id)));
    },
    { perUser: true },
  ),

  // Not a read: every call counts a view.
  getCircleArticle: (ctx) => {
    const article = articleOf(ctx.state.circle, ctx.query.id);
    if (!article) return fail(NO_ARTICLE_MSG);
    countView(article);
    return ok(articleView(ctx.state, article, ctx.user?.id));
  },

  publishCircleArticle: {
    messages: {
      'title:required': 'Please enter a title',
      'title:minLength': 'Please enter a title',
      'title:maxLength': 'The title is at most 50 characters',
      'content:required': 'Please enter the content',
      'content:minLength': 'Please enter the content',
      'content:maxLength': 'The content is at most 2000 characters',
      'images:maxItems': 'At most 9 images',
    },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const b = ctx.body;
      // The limits count the characters typed (the contract's text rules), not the escaped text stored.
      const title = filterText(b.title);
      if (title === '') return fail('Please enter a title');
      if (textLength(typedText(b.title)) > 50) return fail('The title is at most 50 characters');
      const content = filterText(b.content);
      if (content === '') return fail('Please enter the content');
      if (textLength(typedText(b.content)) > 2000) return fail('The content is at most 2000 characters');
      const images = (b.images ?? []).map(phpTrim).filter(Boolean);
      if (images.length > 9) return fail('At most 9 images');
      const article = addArticle(ctx.state.circle, {
        user_id: user.id,
        title,
        content,
        images,
        createtime: ctx.seconds(),
      });
      return ok(articleView(ctx.state, article, user.id), '发布成功 Published');
    },
  },

  likeCircleArticle: (ctx) => {
    const user = ctx.user as UserRecord;
    const article = articleOf(ctx.state.circle, ctx.body.id);
    if (!article) return fail(NO_ARTICLE_MSG);
    const liked = toggleLike(ctx.state.circle, user.id, article);
    return ok({ liked, likes: article.likes });
  },

  favoriteCircleArticle: (ctx) => {
    const user = ctx.user as UserRecord;
    const article = articleOf(ctx.state.circle, ctx.body.id);
    if (!article) return fail(NO_ARTICLE_MSG);
    const favorited = toggleFavorite(ctx.state.circle, user.id, article, ctx.seconds());
    return ok({ favorited, favorites: article.favorites });
  },

  getMyCircleArticles: read((ctx) => {
    const state = ctx.state;
    const user = ctx.user as UserRecord;
    const list = liveArticles(state)
      .filter((a) => a.user_id === user.id)
      .sort(newestFirst);
    return ok(pageOf(list, ctx.query, (a) => articleView(state, a, user.id)));
  }),

  getFavoriteCircleArticles: read((ctx) => {
    const state = ctx.state;
    const user = ctx.user as UserRecord;
    const favs = state.circle.favorites.get(user.id) ?? new Map<number, number>();
    // Most recently favourited first; equal times keep the later favourite first (Map order).
    const list = [...favs.entries()]
      .map(([id, at], order) => ({ article: articleOf(state.circle, id), at, order }))
      .filter((f): f is { article: CircleArticleRecord; at: number; order: number } => f.article !== null)
      .sort((a, b) => b.at - a.at || b.order - a.order)
      .map((f) => f.article);
    return ok(pageOf(list, ctx.query, (a) => articleView(state, a, user.id)));
  }),

  getCircleComments: read((ctx) => {
    const article = articleOf(ctx.state.circle, ctx.query.id);
    if (!article) return fail(NO_ARTICLE_MSG);
    return ok(pageOf(circleCommentsOf(ctx.state.circle, article.id), ctx.query, (c) => commentView(ctx.state, c)));
  }),

  addCircleComment: {
    messages: COMMENT_MESSAGES,
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const content = filterText(ctx.body.content);
      if (content === '') return fail(COMMENT_MESSAGES['content:required']);
      if (textLength(typedText(ctx.body.content)) > COMMENT_MAX_LENGTH)
        return fail(COMMENT_MESSAGES['content:maxLength']);
      const circle = ctx.state.circle;
      const article = articleOf(circle, ctx.body.id);
      if (!article) return fail(NO_ARTICLE_MSG);
      const now = ctx.seconds();
      const repeat = circleCommentsOf(circle, article.id).some(
        (c) => c.user_id === user.id && c.content === content && now - c.createtime < REPEAT_WINDOW_SEC,
      );
      if (repeat) return fail('Please do not submit repeatedly');
      const comment = addCircleComment(circle, article, user.id, content, now);
      return ok(commentView(ctx.state, comment), 'Comment successful');
    },
  },
} satisfies Handlers;
