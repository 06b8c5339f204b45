import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigation } from '@/lib/navigation';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { InfiniteList } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { unlockableMusicQuery } from './api/getUnlockableMusic';

export default function UnlockMusicPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(unlockableMusicQuery());
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Page title={t('category.unlock')} onBack={() => void navigation.navigateBack()}>
      <InfiniteList
        label={t('category.unlock')}
        items={items}
        getKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsRow goods={goods} />}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </Page>
  );
}
