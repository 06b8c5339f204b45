import type { components } from '@djshop/api';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';

type WriterStatus = components['schemas']['WriterProfile']['status'];

/** What a musician's page shows to a user who is not an approved musician: their state and the way on. */
export function NotMusician({ status }: { status: WriterStatus }) {
  const { t } = useTranslation('musician');
  return (
    <section className="card state-panel" aria-labelledby="not-musician">
      <h2 id="not-musician">{t('notMusician.title')}</h2>
      <p>{t(`notMusician.${status === 'approved' ? 'none' : status}`)}</p>
      <AppLink to={routeUrl('musicianApply')} className="btn btn--primary btn--block">
        {t(status === 'none' ? 'notMusician.apply' : 'notMusician.see')}
      </AppLink>
    </section>
  );
}
