import { useTranslation } from 'react-i18next';
import { Page } from '@/ui/page/Page';

export default function VipPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vip.title')}>
      <p>{t('vip.intro')}</p>
    </Page>
  );
}
