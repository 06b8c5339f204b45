import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@/config/paths';
import { navigation } from '@/lib/navigation';
import { Page } from '@/ui/page/Page';

/** A landing page for links from outside: shows "jumping" and forwards to its `url` query. */
export default function CrossPage() {
  const { t } = useTranslation('app');
  const [params] = useSearchParams();
  const target = params.get('url');

  useEffect(() => {
    if (target && /^https?:\/\//i.test(target)) {
      navigation.openExternal(target);
      return;
    }
    // reLaunch accepts tab and non-tab pages alike, and the jump page should not stay in history.
    void navigation.reLaunch(target || ROUTES.root.path).then((result) => {
      if (!result.ok) void navigation.reLaunch(ROUTES.root.path);
    });
  }, [target]);

  return (
    <Page title={t('cross.title')}>
      <p role="status">{t('cross.jumping')}</p>
    </Page>
  );
}
