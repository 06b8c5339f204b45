import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { systemConfig } from '@/lib/system-config';
import { Page } from '@/ui/page/Page';

export default function HomePage() {
  useSignals();
  const { t } = useTranslation();
  return (
    <Page title={systemConfig.value?.site_name ?? t('home.title')}>
      <p>{t('home.intro')}</p>
    </Page>
  );
}
