import type { components } from '@djshop/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addGoodsComment, addGoodsCommentChanges } from '@/entities/comments/addGoodsComment';
import { goodsCommentsQuery } from '@/entities/comments/getGoodsComments';
import { isGone } from '@/lib/api/gone';
import { showToast } from '@/lib/layers/toast';
import { requireLogin } from '@/lib/login';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { CatalogueLink } from '@/ui/goods/CatalogueLink';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { Unavailable } from '@/ui/query-view/Unavailable';
import { ComposeForm } from './components/ComposeForm';
import { UserLine } from './components/UserLine';
import { positiveId } from './query';
import './comment.css';
import { invalidate } from '@/entities/invalidate';

type Comment = components['schemas']['Comment'];

/** One key per star an evaluation can give. */
const STAR_SLOTS = [1, 2, 3, 4, 5] as const;

function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comment');
  return (
    <article className="comment" aria-label={t('commentBy', { name: comment.user.nickname })}>
      <UserLine user={comment.user} time={comment.createtime} />
      {comment.star !== null ? (
        <p className="comment__stars">
          <span className="visually-hidden">{t('stars', { count: comment.star })}</span>
          {STAR_SLOTS.slice(0, comment.star).map((slot) => (
            <Star key={slot} aria-hidden="true" size={14} fill="currentColor" />
          ))}
        </p>
      ) : null}
      <p className="comment__content">{comment.content}</p>
      {comment.replies.length > 0 ? (
        <ul className="comment__replies">
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <span className="comment__name">{reply.user.nickname}</span>
              {reply.reply_to ? (
                <span className="comment__to">{t('replyTo', { name: reply.reply_to.nickname })}</span>
              ) : null}
              {t('colon')}
              {reply.content}
            </li>
          ))}
        </ul>
      ) : null}
      <AppLink to={routeUrl('commentReply', { comment_id: comment.id })} className="comment__reply-link">
        <MessageCircle aria-hidden="true" size={14} />
        {comment.reply_count > 0 ? t('replies', { count: comment.reply_count }) : t('reply')}
      </AppLink>
    </article>
  );
}

/** The comments on a goods item, paged, and writing one. */
export default function CommentPage() {
  const { t } = useTranslation('comment');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const goodsId = positiveId(params.get('goods_id'));
  const list = useInfiniteQuery({ ...goodsCommentsQuery(goodsId ?? 0), enabled: goodsId !== null });
  const total = list.data?.pages[0]?.total;

  const send = async (content: string) => {
    if (goodsId === null) return;
    if (!token.value) showToast(t('loginFirst'));
    if (!requireLogin()) throw new Error('login required');
    await addGoodsComment(goodsId, content);
    showToast(t('sent'));
    // The new comment, and the detail pages' counts.
    await invalidate(queryClient, addGoodsCommentChanges);
  };

  return (
    <Page dataTitle={total === undefined ? undefined : t('titleCount', { count: total })}>
      {goodsId === null || isGone(list.error) ? (
        <Unavailable
          title={t(goodsId === null ? 'badLinkTitle' : 'goodsGone.title')}
          body={t(goodsId === null ? 'badLink' : 'goodsGone.body')}
        >
          <CatalogueLink className="btn btn--primary">{t('browse')}</CatalogueLink>
        </Unavailable>
      ) : (
        <>
          <ComposeForm label={t('write')} placeholder={t('placeholder')} onSend={send} />
          <InfiniteList
            label={t('title')}
            {...pagedListProps(list)}
            empty={t('empty')}
            getKey={(comment) => comment.id}
            renderItem={(comment) => <CommentItem comment={comment} />}
          />
        </>
      )}
    </Page>
  );
}
