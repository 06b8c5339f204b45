import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigation } from '@/lib/navigation';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { Page } from '@/ui/page/Page';
import { unlockableMusicQuery } from './api/getUnlockableMusic';

export default function UnlockMusicPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(unlockableMusicQuery());
  return (
    <Page title={t('category.unlock')} onBack={() => void navigation.navigateBack()}>
      <GoodsInfiniteList label={t('category.unlock')} list={list} />
    </Page>
  );
}
