import { effect } from '@preact/signals-react';
import { recordPlay } from '@/lib/api/operations/recordPlay';
import { token } from '@/lib/session';
import { installMediaSession, setLockScreenState, showOnLockScreen } from './media-session';
import { next, pause, previous, resume, seek, setPlayerHooks, status } from './player';

export {
  buffering,
  currentTrack,
  duration,
  hasNext,
  hasPrevious,
  isPlaying,
  next,
  pause,
  playTrack,
  position,
  previous,
  queue,
  resume,
  seek,
  status,
  stop,
  toggle,
} from './player';
export { type Track, trackOf, tracksOf } from './track';

let installed = false;

/** Wires the player to the lock screen and to the provider's play history; once, at start-up. */
export function installPlayer(): void {
  if (installed) return;
  installed = true;
  setPlayerHooks({
    onTrackChange: showOnLockScreen,
    onTrackStart: (track) => {
      // Only a signed-in user has a play history; a failure has been shown by the request rules.
      if (token.value) recordPlay(track.id).catch(() => {});
    },
  });
  installMediaSession({ play: resume, pause, previous, next, seekTo: seek });
  effect(() => {
    const state = status.value;
    setLockScreenState(state === 'playing' || state === 'loading' ? 'playing' : state === 'idle' ? 'none' : 'paused');
  });
}
