import { useTranslation } from 'react-i18next';
import { Page } from '@/ui/page/Page';

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('cart.title')}>
      <p>{t('cart.intro')}</p>
    </Page>
  );
}
