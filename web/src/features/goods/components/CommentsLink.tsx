import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { commentCountQuery } from '@/entities/comments/getGoodsComments';
import { formatCount } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';

/** The link to a goods item's comments with their count, for pages whose detail answer lacks the count. */
export function CommentsLink({ goodsId, count }: { goodsId: number; count?: number }) {
  const { t } = useTranslation('goods');
  const counted = useQuery({ ...commentCountQuery(goodsId), enabled: count === undefined });
  const shown = count ?? counted.data;
  return (
    // The count rides on the icon as a badge: as part of the label ("Comments (12)") it ran into its neighbours
    // in a 360 px wide bar. Its name keeps the count for screen readers.
    <AppLink
      to={routeUrl('comment', { goods_id: goodsId })}
      className="action-bar__icon"
      aria-label={shown === undefined ? t('commentsLabel') : t('comments', { count: shown })}
    >
      <span className="action-bar__glyph" aria-hidden="true">
        <MessageCircle size={20} />
        {/* Drawn from its attribute, so that the words shown stay a part of the link's name. */}
        {shown ? <span className="count-badge action-bar__badge" data-count={formatCount(shown)} /> : null}
      </span>
      {t('commentsLabel')}
    </AppLink>
  );
}
