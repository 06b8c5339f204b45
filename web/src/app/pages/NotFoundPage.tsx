import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/config/paths';
import { navigation } from '@/lib/navigation';
import { Page } from '@/ui/page/Page';

export default function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <Page>
      <p>{t('notFound.body')}</p>
      <button type="button" className="btn btn--primary" onClick={() => void navigation.reLaunch(ROUTES.root.path)}>
        {t('notFound.home')}
      </button>
    </Page>
  );
}
