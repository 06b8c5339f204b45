import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { PLAYER_SEEK_STEP_S } from '@/config/constants';
import { formatDuration } from '@/lib/format';
import { duration, position, seek } from '@/lib/player';
// The player's styles come with its controls, which the detail and play pages draw without the mini player.
import './player.css';

/** The current track's position as a slider: drag, tap or arrow keys to seek. */
export function SeekBar({ className = 'seek-bar', showTimes = false }: { className?: string; showTimes?: boolean }) {
  useSignals();
  const { t } = useTranslation('player');
  const total = duration.value;
  const at = Math.min(position.value, total || position.value);
  return (
    <div className={className}>
      {showTimes ? <span className="seek-bar__time">{formatDuration(at)}</span> : null}
      <input
        type="range"
        className="seek-bar__input"
        min={0}
        max={total > 0 ? total : 1}
        step={PLAYER_SEEK_STEP_S / 50}
        value={total > 0 ? at : 0}
        disabled={total <= 0}
        aria-label={t('seek')}
        aria-valuetext={`${formatDuration(at)} / ${formatDuration(total)}`}
        onChange={(event) => seek(Number(event.target.value))}
        onKeyDown={(event) => {
          // Arrow keys step by a few seconds, not by the slider's fine step.
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          event.preventDefault();
          seek(at + (event.key === 'ArrowRight' ? PLAYER_SEEK_STEP_S : -PLAYER_SEEK_STEP_S));
        }}
      />
      {showTimes ? <span className="seek-bar__time">{formatDuration(total)}</span> : null}
    </div>
  );
}
