import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playHistoryQuery } from '@/entities/user/getPlayHistory';
import { formatDate } from '@/lib/format';
import { token } from '@/lib/session';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import './account.css';

/** What the user played, the last played first; each row plays again in the app's player. */
export default function RecentlyPlayedPage() {
  useSignals();
  const { t, i18n } = useTranslation('account');
  const list = useInfiniteQuery(playHistoryQuery(token.value));
  return (
    <Page>
      <InfiniteList
        label={t('recentlyPlayed.title')}
        {...pagedListProps(list)}
        empty={t('recentlyPlayed.empty')}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <div className="library-row">
            <GoodsRow goods={record.goods} />
            <time className="library-row__time" dateTime={new Date(record.createtime * 1000).toISOString()}>
              {t('recentlyPlayed.playedOn', { date: formatDate(record.createtime, i18n.language) })}
            </time>
          </div>
        )}
      />
    </Page>
  );
}
