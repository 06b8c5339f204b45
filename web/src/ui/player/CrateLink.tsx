import { useSignals } from '@preact/signals-react/runtime';
import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX_COUNT } from '@/config/constants';
import { routeUrl } from '@/config/paths';
import { crateCount } from '@/lib/crate/count';
import { AppLink } from '@/ui/link/AppLink';

/** The way to the crate with its count: in the mini player, or floating while nothing plays. */
export function CrateLink({ floating = false }: { floating?: boolean }) {
  useSignals();
  const { t } = useTranslation('player');
  const count = crateCount.value;
  return (
    <AppLink
      to={routeUrl('crate')}
      className={floating ? 'crate-link crate-link--floating' : 'crate-link icon-button'}
      aria-label={t('crate', { count })}
    >
      <ListMusic aria-hidden="true" size={20} />
      <span className="crate-link__count" aria-hidden="true">
        {count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : count}
      </span>
    </AppLink>
  );
}
