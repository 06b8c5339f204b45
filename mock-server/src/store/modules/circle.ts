// The community circle: articles, who liked them and who keeps them as favourites.

export interface CircleArticleRecord {
  id: number;
  user_id: number;
  /** Stored escaped, as the provider filters user text. */
  title: string;
  content: string;
  images: string[];
  /** Totals, kept equal to the seeded base plus the relations below. */
  likes: number;
  favorites: number;
  comments: number;
  views: number;
  createtime: number;
  /** Deleted by its author or a moderator: gone from every list and from the detail. */
  deleted: boolean;
}

export interface CircleState {
  byId: Map<number, CircleArticleRecord>;
  /** Article ids each user liked. */
  likes: Map<number, Set<number>>;
  /** Article id → when it was favourited, per user. */
  favorites: Map<number, Map<number, number>>;
  nextId: number;
  /** The comments on each article, newest first; an article's `comments` total is this list's length. */
  comments: Map<number, CircleCommentRecord[]>;
  nextCommentId: number;
}

export interface CircleCommentRecord {
  id: number;
  article_id: number;
  user_id: number;
  /** Stored escaped, as the provider filters user text. */
  content: string;
  createtime: number;
}

const likeMapOf = (state: CircleState, userId: number): Set<number> => {
  let set = state.likes.get(userId);
  if (!set) {
    set = new Set();
    state.likes.set(userId, set);
  }
  return set;
};

const favoriteMapOf = (state: CircleState, userId: number): Map<number, number> => {
  let map = state.favorites.get(userId);
  if (!map) {
    map = new Map();
    state.favorites.set(userId, map);
  }
  return map;
};

export const hasLiked = (state: CircleState, userId: number | undefined, articleId: number): boolean =>
  userId !== undefined && (state.likes.get(userId)?.has(articleId) ?? false);

export const hasFavorited = (state: CircleState, userId: number | undefined, articleId: number): boolean =>
  userId !== undefined && (state.favorites.get(userId)?.has(articleId) ?? false);

/** Likes when not liked, unlikes otherwise; answers the new state. */
export function toggleLike(state: CircleState, userId: number, article: CircleArticleRecord): boolean {
  const set = likeMapOf(state, userId);
  if (set.delete(article.id)) {
    article.likes = Math.max(0, article.likes - 1);
    return false;
  }
  set.add(article.id);
  article.likes += 1;
  return true;
}

/** Adds a favourite when absent, removes it otherwise; answers the new state. */
export function toggleFavorite(
  state: CircleState,
  userId: number,
  article: CircleArticleRecord,
  nowSec: number,
): boolean {
  const map = favoriteMapOf(state, userId);
  if (map.delete(article.id)) {
    article.favorites = Math.max(0, article.favorites - 1);
    return false;
  }
  map.set(article.id, nowSec);
  article.favorites += 1;
  return true;
}

/** A live (not deleted) article. */
export const articleOf = (state: CircleState, id: number): CircleArticleRecord | null => {
  const a = state.byId.get(id);
  return a && !a.deleted ? a : null;
};

export const circleCommentsOf = (state: CircleState, articleId: number): CircleCommentRecord[] =>
  state.comments.get(articleId) ?? [];

/** Puts a new comment first on the article and counts it. */
export function addCircleComment(
  state: CircleState,
  article: CircleArticleRecord,
  userId: number,
  content: string,
  nowSec: number,
): CircleCommentRecord {
  const comment: CircleCommentRecord = {
    id: state.nextCommentId++,
    article_id: article.id,
    user_id: userId,
    content,
    createtime: nowSec,
  };
  state.comments.set(article.id, [comment, ...circleCommentsOf(state, article.id)]);
  article.comments += 1;
  return comment;
}

// ---------------------------------------------------------------- writes (likes and favourites above)

export function addArticle(
  circle: CircleState,
  fields: Pick<CircleArticleRecord, 'user_id' | 'title' | 'content' | 'images' | 'createtime'>,
): CircleArticleRecord {
  const article: CircleArticleRecord = {
    id: circle.nextId++,
    ...fields,
    likes: 0,
    favorites: 0,
    comments: 0,
    views: 0,
    deleted: false,
  };
  circle.byId.set(article.id, article);
  return article;
}

export function countView(article: CircleArticleRecord): void {
  article.views += 1;
}
