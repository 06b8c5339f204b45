import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, Share2, Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CIRCLE_COMMENT_MAX } from '@/config/constants';
import { addCircleComment, addCircleCommentChanges } from '@/entities/circle/addCircleComment';
import { favoriteCircleArticle, favoriteCircleArticleChanges } from '@/entities/circle/favoriteCircleArticle';
import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { circleCommentsQuery } from '@/entities/circle/getCircleComments';
import { likeCircleArticle, likeCircleArticleChanges } from '@/entities/circle/likeCircleArticle';
import { isGone } from '@/lib/api/gone';
import { copyText } from '@/lib/clipboard';
import { formatCount, formatDate } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { routePath, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { WhenNear } from '@/ui/lazy/WhenNear';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState, QueryView } from '@/ui/query-view/QueryView';
import { ArticleBody } from './ArticleBody';
import { articleIdParam } from './params';
import './circle.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

/** Shares the page: the system share sheet where there is one, otherwise the link is copied. */
async function share(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The person closed the sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  showToast((await copyText(url)).message);
}

function CommentForm({ articleId }: { articleId: number }) {
  useSignals();
  const { t } = useTranslation('circle');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const send = useMutation({
    mutationFn: (content: string) => addCircleComment(articleId, content),
    onSuccess: () => {
      setText('');
      showToast(t('comments.sent'));
    },
    onSettled: () => invalidate(queryClient, addCircleCommentChanges),
  });
  if (!token.value) {
    return (
      <p className="circle-comments__login">
        <AppLink to={routePath('login')}>{t('comments.login')}</AppLink>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim() === '') {
      setError(t('comments.required'));
      return;
    }
    setError('');
    send.mutate(text);
  };
  return (
    <form className="circle-comment-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('comments.write')}
        className="circle-textarea"
        rows={3}
        maxLength={CIRCLE_COMMENT_MAX}
        value={text}
        onValue={setText}
        error={error || undefined}
        announceError
      />
      <SubmitButton pending={send.isPending}>{t('comments.send')}</SubmitButton>
    </form>
  );
}

function Comments({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation('circle');
  const comments = useInfiniteQuery(circleCommentsQuery(articleId));
  const total = comments.data?.pages[0]?.total;
  return (
    <section className="circle-comments" aria-labelledby="circle-comments-title">
      <h2 id="circle-comments-title" className="circle-section-title">
        {total === undefined ? t('comments.title') : t('comments.titleCount', { count: total })}
      </h2>
      <CommentForm articleId={articleId} />
      <InfiniteList
        label={t('comments.title')}
        {...pagedListProps(comments)}
        getKey={(comment) => comment.id}
        empty={t('comments.empty')}
        renderItem={(comment) => (
          <div className="circle-comment">
            <Image src={comment.user.avatar} alt="" ratio={1} className="circle-author__avatar" />
            <div>
              <p className="circle-comment__meta">
                <span className="circle-author__name">{userText(comment.user.nickname)}</span>{' '}
                <time dateTime={new Date(comment.createtime * 1000).toISOString()}>
                  {formatDate(comment.createtime, i18n.language)}
                </time>
              </p>
              <p className="circle-comment__text">{userText(comment.content)}</p>
            </div>
          </div>
        )}
      />
    </section>
  );
}

/** One article: its text and images, like, favourite and share, and its comments. */
export default function CircleDetailPage() {
  useSignals();
  const { t } = useTranslation('circle');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = articleIdParam(params.get('id'));
  const valid = id > 0;
  const article = useQuery(circleArticleQuery(id, token.value));
  const like = useMutation({
    mutationFn: likeCircleArticle,
    onSettled: () => invalidate(queryClient, likeCircleArticleChanges),
  });
  const favorite = useMutation({
    mutationFn: favoriteCircleArticle,
    onSuccess: (result) => showToast(result.favorited ? t('actions.favorited') : t('actions.unfavorited')),
    onSettled: () => invalidate(queryClient, favoriteCircleArticleChanges),
  });

  // No id, or the provider says the article is gone (deleted, or never was): nothing to ask again for. Any
  // other refusal (a busy server) keeps the error with its retry.
  const gone = !valid || isGone(article.error);
  if (gone) {
    return (
      <Page>
        <EmptyState>
          {valid && article.error ? article.error.message : t('detail.missing')}{' '}
          <AppLink to={routeUrl('circle')}>{t('title')}</AppLink>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <QueryView query={article}>
        {(a) => (
          <>
            <ArticleBody
              title={a.title}
              content={a.content}
              images={a.images}
              author={a.user}
              createtime={a.createtime}
            />
            <fieldset className="circle-actions" aria-label={t('actions.label')}>
              <button
                type="button"
                className="circle-actions__button"
                aria-pressed={a.liked}
                disabled={like.isPending}
                onClick={() => like.mutate(a.id)}
              >
                <Heart aria-hidden="true" size={20} fill={a.liked ? 'currentColor' : 'none'} />
                {t('actions.like')} <span className="circle-actions__count">{formatCount(a.likes)}</span>
              </button>
              <button
                type="button"
                className="circle-actions__button"
                aria-pressed={a.favorited}
                disabled={favorite.isPending}
                onClick={() => favorite.mutate(a.id)}
              >
                <Star aria-hidden="true" size={20} fill={a.favorited ? 'currentColor' : 'none'} />
                {t('actions.favorite')} <span className="circle-actions__count">{formatCount(a.favorites)}</span>
              </button>
              <button type="button" className="circle-actions__button" onClick={() => void share(userText(a.title))}>
                <Share2 aria-hidden="true" size={20} />
                {t('actions.share')}
              </button>
            </fieldset>
            {/* Below the article: the comments, their avatars and the list's code come as they near the viewport. */}
            <WhenNear>
              <Comments articleId={a.id} />
            </WhenNear>
          </>
        )}
      </QueryView>
    </Page>
  );
}
