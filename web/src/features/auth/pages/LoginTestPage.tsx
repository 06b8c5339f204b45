import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkLoginQuery } from '@/entities/auth/checkLogin';
import { signOut } from '@/entities/auth/session-actions';
import { routePath } from '@/lib/routes';
import { openId, token } from '@/lib/session';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';

/** Login diagnostics: what this device holds and what the provider thinks of it. */
export default function LoginTestPage() {
  useSignals();
  const { t } = useTranslation('auth');
  const check = useQuery(checkLoginQuery(token.value));
  const live = check.data?.is_login;

  return (
    <Page>
      <p>{t('test.intro')}</p>
      <dl className="facts">
        <dt>{t('test.token')}</dt>
        <dd>{token.value ? t('test.present') : t('test.absent')}</dd>
        <dt>{t('test.openId')}</dt>
        <dd>{openId.value ? t('test.present') : t('test.absent')}</dd>
        <dt>{t('test.provider')}</dt>
        <dd>{check.isPending ? t('common.loading') : live ? t('test.live') : t('test.notLive')}</dd>
      </dl>
      {token.value ? (
        <button type="button" className="btn btn--plain btn--block" onClick={() => void signOut()}>
          {t('logout')}
        </button>
      ) : (
        <AppLink to={routePath('login')} className="btn btn--primary btn--block">
          {t('login.title')}
        </AppLink>
      )}
    </Page>
  );
}
