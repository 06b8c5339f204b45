import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { AppLink } from '@/ui/link/AppLink';
import '@/ui/field/form.css';
import { writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { QueryView } from '@/ui/query-view/QueryView';

/**
 * Earnings exist only for approved musicians: anyone else is told where they stand and sent to the
 * application page instead of meeting the provider's refusal.
 */
export function MusicianOnly({ children }: { children: ReactNode }) {
  useSignals();
  const { t } = useTranslation('earnings');
  const info = useQuery(writerInfoQuery(token.value));
  return (
    <QueryView query={info}>
      {(data) =>
        data.status === 'approved' ? (
          children
        ) : (
          <section className="card state-panel" aria-labelledby="musicians-only">
            <h2 id="musicians-only">{t('musiciansOnly.title')}</h2>
            <p>{t(`musiciansOnly.${data.status}`)}</p>
            <AppLink to={routeUrl('musicianApply')} className="btn btn--primary btn--block">
              {t('musiciansOnly.toApply')}
            </AppLink>
          </section>
        )
      }
    </QueryView>
  );
}
