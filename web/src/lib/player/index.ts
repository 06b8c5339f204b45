import { effect } from '@preact/signals-react';
import { recordPlay } from '@/lib/api/operations/recordPlay';
import { token } from '@/lib/session';
import { installMediaSession, setLockScreenPosition, setLockScreenState, showOnLockScreen } from './media-session';
import {
  duration,
  next,
  pause,
  playTrack as play,
  playTrackAt as playAt,
  position,
  previous,
  resume,
  seek,
  setPlayerHooks,
  status,
} from './player';
import type { Track } from './track';

export {
  audioElement,
  buffering,
  currentTrack,
  duration,
  hasNext,
  hasPrevious,
  isPlaying,
  next,
  pause,
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

/**
 * Plays `track` with `list` as what previous and next walk through (the same track again toggles). The
 * first play wires the player, so a tap that comes before the mini player's code still reaches the lock
 * screen and the play history.
 */
export function playTrack(track: Track, list?: readonly Track[]): void {
  installPlayer();
  play(track, list);
}

/** Plays `track` from `seconds` into its preview file (a tap or a key on its waveform). */
export function playTrackAt(track: Track, seconds: number, list?: readonly Track[]): void {
  installPlayer();
  playAt(track, seconds, list);
}

/** Wires the player to the lock screen and to the provider's play history; once. */
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
  effect(() => setLockScreenPosition(duration.value, position.value));
}
