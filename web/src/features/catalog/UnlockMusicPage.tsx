import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unlockableMusicQuery } from '@/entities/goods/getUnlockableMusic';
import { routeUrl } from '@/lib/routes';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import './unlock.css';

/** Music that can be paid with points: each row unlocks through the confirm-order page with points chosen. */
export default function UnlockMusicPage() {
  const { t } = useTranslation('catalog');
  const list = useInfiniteQuery(unlockableMusicQuery());
  return (
    <Page>
      <InfiniteList
        label={t('unlock')}
        {...pagedListProps(list)}
        getKey={(goods) => goods.id}
        renderItem={(goods) => (
          <div className="unlock-row">
            <GoodsRow goods={goods} />
            {goods.score_price !== null ? (
              <AppLink
                to={routeUrl('confrimOrder', { goods_id: goods.id, pay: 'score' })}
                className="btn btn--primary unlock-row__action"
              >
                {t('unlockFor', { count: goods.score_price })}
              </AppLink>
            ) : null}
          </div>
        )}
      />
    </Page>
  );
}
