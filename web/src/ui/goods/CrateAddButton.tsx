import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Track } from '@/lib/player';

/**
 * One tap puts a track in the crate. The crate's code arrives with the first tap, not with the page: the
 * button is all a list carries of it.
 */
export function CrateAddButton({ track, size = 20 }: { track: Track; size?: number }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button crate-add"
      aria-label={t('goods.addToCrate', { title: track.title })}
      onClick={() => void import('@/lib/crate/crate').then((crate) => crate.addToCrate(track))}
    >
      <ListPlus aria-hidden="true" size={size} />
    </button>
  );
}
