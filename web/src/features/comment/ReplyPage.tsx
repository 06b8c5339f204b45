import type { components } from '@djshop/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { commentRepliesQuery } from '@/entities/comments/getCommentReplies';
import { replyToComment, replyToCommentChanges } from '@/entities/comments/replyToComment';
import { isGone } from '@/lib/api/gone';
import { showToast } from '@/lib/layers/toast';
import { requireLogin } from '@/lib/login';
import { token } from '@/lib/session';
import { CatalogueLink } from '@/ui/goods/CatalogueLink';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { Unavailable } from '@/ui/query-view/Unavailable';
import { ComposeForm } from './components/ComposeForm';
import { UserLine } from './components/UserLine';
import { positiveId } from './query';
import './comment.css';
import { invalidate } from '@/entities/invalidate';

type Reply = components['schemas']['Reply'];
type UserBrief = components['schemas']['UserBrief'];

/** The replies to one comment, paged, and writing one (to the comment or to someone in its thread). */
export default function ReplyPage() {
  const { t } = useTranslation('comment');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const commentId = positiveId(params.get('comment_id'));
  const list = useInfiniteQuery({ ...commentRepliesQuery(commentId ?? 0), enabled: commentId !== null });
  const [answering, setAnswering] = useState<UserBrief | null>(null);

  const send = async (content: string) => {
    if (commentId === null) return;
    if (!token.value) showToast(t('loginFirst'));
    if (!requireLogin()) throw new Error('login required');
    await replyToComment(commentId, content, answering?.id);
    setAnswering(null);
    showToast(t('sent'));
    await invalidate(queryClient, replyToCommentChanges);
  };

  const renderReply = (reply: Reply) => (
    <article className="comment" aria-label={t('replyBy', { name: reply.user.nickname })}>
      <UserLine user={reply.user} time={reply.createtime} replyTo={reply.reply_to} />
      <p className="comment__content">{reply.content}</p>
      <button type="button" className="comment__reply-link" onClick={() => setAnswering(reply.user)}>
        {t('replyToUser', { name: reply.user.nickname })}
      </button>
    </article>
  );

  return (
    <Page>
      {commentId === null || isGone(list.error) ? (
        <Unavailable
          title={t(commentId === null ? 'badLinkTitle' : 'commentGone.title')}
          body={t(commentId === null ? 'badLink' : 'commentGone.body')}
          icon={MessageSquareX}
        >
          <CatalogueLink className="btn btn--primary">{t('browse')}</CatalogueLink>
        </Unavailable>
      ) : (
        <>
          <ComposeForm
            label={t('writeReply')}
            placeholder={t('replyPlaceholder')}
            onSend={send}
            context={
              answering
                ? { text: t('replyTo', { name: answering.nickname }), onClear: () => setAnswering(null) }
                : undefined
            }
          />
          <InfiniteList
            label={t('repliesTitle')}
            {...pagedListProps(list)}
            empty={t('noReplies')}
            getKey={(reply) => reply.id}
            renderItem={renderReply}
          />
        </>
      )}
    </Page>
  );
}
