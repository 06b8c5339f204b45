import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { navigation } from '@/lib/navigation';
import { Page } from '@/ui/page/Page';
import { reportError } from './global-errors';
import { PageLoadTimeoutError } from './page-load';
import { ROUTES } from './routes';

/** A page that failed to load or render; the rest of the app keeps running. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timedOut = error instanceof PageLoadTimeoutError;

  useEffect(() => {
    if (!timedOut) reportError(error);
  }, [error, timedOut]);

  return (
    <Page title={t('routeError.title')}>
      <p role="alert">{timedOut ? t('routeError.timeout') : t('routeError.failed')}</p>
      <button type="button" className="btn btn--primary" onClick={() => void navigation.reLaunch(ROUTES.root.path)}>
        {t('routeError.home')}
      </button>
    </Page>
  );
}
