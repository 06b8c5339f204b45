import { useTranslation } from 'react-i18next';
import { Page } from '@/ui/page/Page';

export default function CategoryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('category.title')}>
      <p>{t('category.intro')}</p>
    </Page>
  );
}
