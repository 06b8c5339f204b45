import { useTranslation } from 'react-i18next';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { Page } from '@/ui/page/Page';

export default function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <Page>
      <p>{t('notFound.body')}</p>
      <button type="button" className="btn btn--primary" onClick={() => void navigation.reLaunch(routePath('root'))}>
        {t('notFound.home')}
      </button>
    </Page>
  );
}
