import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { commentCountQuery } from '@/entities/comments/getGoodsComments';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';

/** The link to a goods item's comments with their count, for pages whose detail answer lacks the count. */
export function CommentsLink({ goodsId, count }: { goodsId: number; count?: number }) {
  const { t } = useTranslation('goods');
  const counted = useQuery({ ...commentCountQuery(goodsId), enabled: count === undefined });
  const shown = count ?? counted.data;
  return (
    <AppLink to={routeUrl('comment', { goods_id: goodsId })} className="action-bar__icon">
      <MessageCircle aria-hidden="true" size={20} />
      {shown === undefined ? t('commentsLabel') : t('comments', { count: shown })}
    </AppLink>
  );
}
