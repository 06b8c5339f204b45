import { useSignals } from '@preact/signals-react/runtime';
import { LoaderCircle, Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buffering, hasNext, hasPrevious, next, previous, status, toggle } from '@/lib/player';
// The player's styles come with its controls, which the detail and play pages draw without the mini player.
import './player.css';

/** Previous, play/pause (a spinner while it waits for data) and next: the mini player's and the play page's. */
export function PlayerControls({ size = 24 }: { size?: number }) {
  useSignals();
  const { t } = useTranslation('player');
  const playing = status.value === 'playing' || status.value === 'loading';
  const waiting = status.value === 'loading' || buffering.value;
  const MainIcon = waiting ? LoaderCircle : playing ? Pause : Play;
  return (
    <div className="player-controls">
      <button
        type="button"
        className="icon-button"
        aria-label={t('previous')}
        disabled={!hasPrevious.value && status.value === 'idle'}
        onClick={previous}
      >
        <SkipBack aria-hidden="true" size={size} />
      </button>
      <button
        type="button"
        className="icon-button icon-button--main"
        aria-label={waiting ? t('buffering') : t(playing ? 'pause' : 'play')}
        aria-busy={waiting}
        onClick={toggle}
      >
        <MainIcon aria-hidden="true" size={size} className={waiting ? 'spin' : undefined} />
      </button>
      <button type="button" className="icon-button" aria-label={t('next')} disabled={!hasNext.value} onClick={next}>
        <SkipForward aria-hidden="true" size={size} />
      </button>
    </div>
  );
}
