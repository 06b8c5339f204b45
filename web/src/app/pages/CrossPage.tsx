import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { checkUrl, reportRefusedUrl } from '@/lib/safe-url';
import { Page } from '@/ui/page/Page';

/**
 * A landing page for links from outside: shows "jumping" and forwards to its `url` query. The query comes
 * from whoever wrote the link, so it is followed only when the URL rule allows it; otherwise the page stays
 * and says so.
 */
export default function CrossPage() {
  const { t } = useTranslation('app');
  const [params] = useSearchParams();
  const target = params.get('url');
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    setRefused(false);
    if (!target) {
      void navigation.reLaunch(routePath('root'));
      return;
    }
    const checked = checkUrl(target, 'navigate');
    if (!checked.ok) {
      reportRefusedUrl(target, 'navigate', checked.reason);
      setRefused(true);
      return;
    }
    if (checked.kind === 'external') {
      navigation.openExternal(checked.url);
      return;
    }
    // reLaunch accepts tab and non-tab pages alike, and the jump page should not stay in history.
    void navigation.reLaunch(checked.path).then((result) => {
      if (!result.ok) void navigation.reLaunch(routePath('root'));
    });
  }, [target]);

  return (
    <Page>
      {refused ? (
        <>
          <p role="alert">{t('security.urlRefused')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void navigation.reLaunch(routePath('root'))}
          >
            {t('notFound.home')}
          </button>
        </>
      ) : (
        <p role="status">{t('cross.jumping')}</p>
      )}
    </Page>
  );
}
