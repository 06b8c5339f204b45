import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Track } from '@/lib/player';

/**
 * The crate's code, asked for once: a tap after the first goes straight to it, without a dynamic import's
 * preloading checks each time (docs/behaviour.md#crate: an add shows within 50 ms at 4x CPU slowdown).
 */
let crateModule: Promise<typeof import('@/lib/crate/crate')> | undefined;

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
      onClick={() => {
        crateModule ??= import('@/lib/crate/crate').catch((error: unknown) => {
          // A chunk that failed to arrive is asked for again by the next tap.
          crateModule = undefined;
          throw error;
        });
        void crateModule.then((crate) => crate.addToCrate(track));
      }}
    >
      <ListPlus aria-hidden="true" size={size} />
    </button>
  );
}
