import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';

/** The provider's refusal of the team pages, in its words, with the way to a team and a way to ask again. */
export function NoTeam({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('brands');
  return (
    <div className="brand-section brand-none" role="alert">
      <p>{message || t('centre.none')}</p>
      <AppLink to={routeUrl('brands')} className="btn btn--primary">
        {t('centre.browse')}
      </AppLink>
      <button type="button" className="btn" disabled={retrying} onClick={onRetry}>
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}
