import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { Page } from '@/ui/page/Page';
import { reportError } from './global-errors';
import { PageLoadTimeoutError } from './page-load';

/** What a page that failed to load or render shows in its place; the rest of the app keeps running. */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const timedOut = error instanceof PageLoadTimeoutError;

  useEffect(() => {
    if (!timedOut) reportError(error);
  }, [error, timedOut]);

  return (
    <Page titleKey="common:routeError.title">
      <p role="alert">{timedOut ? t('routeError.timeout') : t('routeError.failed')}</p>
      <div className="page-failure__actions">
        {onRetry ? (
          <button type="button" className="btn" onClick={onRetry}>
            {t('routeError.retry')}
          </button>
        ) : null}
        <button type="button" className="btn btn--primary" onClick={() => void navigation.reLaunch(routePath('root'))}>
          {t('routeError.home')}
        </button>
      </div>
    </Page>
  );
}
