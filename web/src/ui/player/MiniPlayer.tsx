import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { crateCount } from '@/lib/crate/count';
import { currentTrack, installPlayer, status, stop } from '@/lib/player';
import { routeUrl } from '@/lib/routes';
import { CrateAddButton } from '@/ui/goods/CrateAddButton';
import { Image } from '@/ui/image/Image';
import { useBottomBar } from '@/ui/layout/bottom-bars';
import { AppLink } from '@/ui/link/AppLink';
import { CrateLink } from './CrateLink';
import { PlayerControls } from './PlayerControls';
import { SeekBar } from './SeekBar';

/**
 * The player that follows the user: mounted by the app shell outside the pages, so tab switches, pushes and
 * back leave it (and the one audio element) alone. Hidden on the full-screen play page, which is its big form; the
 * floating way to the crate is left out on the crate's own page, where it would lead nowhere.
 */
export default function MiniPlayer({
  hidden = false,
  onCratePage = false,
}: {
  hidden?: boolean;
  onCratePage?: boolean;
}) {
  useSignals();
  const { t } = useTranslation('player');
  const bar = useBottomBar('player');
  // The one player, wired to the lock screen and the play history once; it outlives every page.
  useEffect(installPlayer, []);
  const track = currentTrack.value;
  if (hidden) return null;
  // While nothing plays, the crate's count floats on its own (when there is a crate to show).
  if (!track) return crateCount.value > 0 && !onCratePage ? <CrateLink floating /> : null;
  return (
    <section ref={bar} className="mini-player" aria-label={t('label')}>
      <SeekBar className="mini-player__seek seek-bar" />
      <div className="mini-player__body">
        <Image src={track.cover} alt="" ratio={1} className="mini-player__cover" />
        <AppLink to={routeUrl('play')} className="mini-player__title">
          <span className="visually-hidden">{t('nowPlaying')}</span>
          <span className="mini-player__name">{track.title}</span>
          {status.value === 'error' ? (
            <span className="mini-player__error" role="alert">
              {t('failed')}
            </span>
          ) : (
            <span className="mini-player__artist">{track.artist}</span>
          )}
        </AppLink>
        <PlayerControls size={20} />
        <CrateAddButton track={track} />
        <CrateLink />
        <button type="button" className="icon-button" aria-label={t('close')} onClick={stop}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </section>
  );
}
