import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigation } from '@/lib/navigation';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { Page } from '@/ui/page/Page';
import { unlockableMusicQuery } from './api/getUnlockableMusic';

export default function UnlockMusicPage() {
  const { t } = useTranslation('catalog');
  const list = useInfiniteQuery(unlockableMusicQuery());
  return (
    <Page title={t('unlock')} onBack={() => void navigation.navigateBack()}>
      <GoodsInfiniteList label={t('unlock')} list={list} />
    </Page>
  );
}
