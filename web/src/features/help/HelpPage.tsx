import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { navigation } from '@/lib/navigation';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { Page } from '@/ui/page/Page';

/** Help centre; `type=Cache` opens the cache-clearing tutorial. */
export default function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');

  useEffect(() => {
    writeStorage(STORAGE_KEYS.helpVisitedAt, String(Date.now()));
  }, []);

  return (
    <Page title={t('help.title')} onBack={() => void navigation.navigateBack()}>
      {type === 'Cache' ? (
        <section aria-labelledby="help-cache">
          <h2 id="help-cache">{t('help.cache.title')}</h2>
          <ol>
            <li>{t('help.cache.step1')}</li>
            <li>{t('help.cache.step2')}</li>
            <li>{t('help.cache.step3')}</li>
          </ol>
        </section>
      ) : (
        <section aria-labelledby="help-general">
          <h2 id="help-general">{t('help.general.title')}</h2>
          <p>{t('help.general.body')}</p>
        </section>
      )}
    </Page>
  );
}
