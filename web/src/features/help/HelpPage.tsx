import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { Page } from '@/ui/page/Page';

/** Help centre; `type=Cache` opens the cache-clearing tutorial. */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const type = params.get('type');

  useEffect(() => {
    writeStorage(STORAGE_KEYS.helpVisitedAt, String(Date.now()));
  }, []);

  return (
    <Page>
      {type === 'Cache' ? (
        <section aria-labelledby="help-cache">
          <h2 id="help-cache">{t('cache.title')}</h2>
          <ol>
            <li>{t('cache.step1')}</li>
            <li>{t('cache.step2')}</li>
            <li>{t('cache.step3')}</li>
          </ol>
        </section>
      ) : (
        <section aria-labelledby="help-general">
          <h2 id="help-general">{t('general.title')}</h2>
          <p>{t('general.body')}</p>
        </section>
      )}
    </Page>
  );
}
