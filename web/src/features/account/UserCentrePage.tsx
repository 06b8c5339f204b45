import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/app/routes';
import { signOut } from '@/features/auth/model/session-actions';
import { isLoggedIn } from '@/lib/session';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';

export default function UserCentrePage() {
  useSignals();
  const { t } = useTranslation();
  return (
    <Page title={t('user.title')}>
      <p>{t('user.intro')}</p>
      {isLoggedIn.value ? (
        <button type="button" className="btn btn--plain btn--block" onClick={() => void signOut()}>
          {t('auth.logout')}
        </button>
      ) : (
        <AppLink to={ROUTES.login.path} className="btn btn--primary btn--block">
          {t('user.login')}
        </AppLink>
      )}
    </Page>
  );
}
