import { useSignals } from '@preact/signals-react/runtime';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routePath, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { AppLink } from '@/ui/link/AppLink';

/** What joining looks like from here: a way in, the pending application, or membership. */
export function JoinState({ brandId, applied, member }: { brandId: number; applied: boolean; member: boolean }) {
  useSignals();
  const { t } = useTranslation('brands');
  if (member) {
    return (
      <p className="brand-join brand-join--member">
        {t('detail.member')} <AppLink to={routeUrl('brandCentre')}>{t('centre.title')}</AppLink>
      </p>
    );
  }
  if (applied) {
    return (
      <p className="brand-join brand-join--pending" role="status">
        <Clock aria-hidden="true" size={16} /> {t('apply.pending')}
      </p>
    );
  }
  return (
    <AppLink
      to={token.value ? routeUrl('brandApply', { id: brandId }) : routePath('login')}
      className="btn btn--primary btn--block"
    >
      {t('apply.action')}
    </AppLink>
  );
}
