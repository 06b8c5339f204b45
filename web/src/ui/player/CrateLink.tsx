import { useSignals } from '@preact/signals-react/runtime';
import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX_COUNT } from '@/config/constants';
import { crateCount } from '@/lib/crate/count';
import { routeUrl } from '@/lib/routes';
import { FLOATING_ASIDE, useReadingDown } from '@/ui/floating/reading-down';
import { AppLink } from '@/ui/link/AppLink';

/**
 * The way to the crate with its count: in the mini player, or floating while nothing plays (stepping aside while
 * the page is read downwards, as the help button does: ui/floating).
 */
export function CrateLink({ floating = false }: { floating?: boolean }) {
  useSignals();
  const { t } = useTranslation('player');
  const count = crateCount.value;
  // Only the floating link follows the scroll: the mini player's sits in a bar of its own.
  const aside = useReadingDown(floating);
  const className = floating
    ? `crate-link crate-link--floating${aside ? ` ${FLOATING_ASIDE}` : ''}`
    : 'crate-link icon-button';
  return (
    <AppLink to={routeUrl('crate')} className={className}>
      <span className="visually-hidden">{t('crate', { count })}</span>
      <ListMusic aria-hidden="true" size={20} />
      <span className="crate-link__count" aria-hidden="true">
        {count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : count}
      </span>
    </AppLink>
  );
}
