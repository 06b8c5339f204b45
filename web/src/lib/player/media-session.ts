import { mediaUrl } from '@/lib/media';
import type { Track } from './track';

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
  seekTo: (seconds: number) => void;
}

/**
 * The lock screen's controls. Previous and next are registered and seekbackward/seekforward left unset: with
 * those set, iPhones show 10-second skip buttons in place of previous and next.
 */
export function installMediaSession(controls: MediaSessionControls): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['previoustrack', () => controls.previous()],
    ['nexttrack', () => controls.next()],
    ['seekto', (details) => controls.seekTo(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // A browser that does not know an action throws; the others still work.
    }
  }
}

export function showOnLockScreen(track: Track | null): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  if (typeof MediaMetadata === 'undefined') return;
  navigator.mediaSession.metadata = track
    ? new MediaMetadata({
        title: track.title,
        artist: track.artist,
        artwork: track.cover ? [{ src: new URL(mediaUrl(track.cover), window.location.href).toString() }] : [],
      })
    : null;
}

export function setLockScreenState(state: 'playing' | 'paused' | 'none'): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  navigator.mediaSession.playbackState = state;
}

/**
 * The lock screen's progress bar: the preview's length and where it is. Chrome and Safari drop the state
 * when the source changes, so it is set again on every change; a length not known yet clears it.
 */
export function setLockScreenPosition(duration: number, position: number): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  if (typeof navigator.mediaSession.setPositionState !== 'function') return;
  try {
    if (duration > 0 && Number.isFinite(duration)) {
      navigator.mediaSession.setPositionState({ duration, position: Math.min(position, duration), playbackRate: 1 });
    } else navigator.mediaSession.setPositionState();
  } catch {
    // A position the browser refuses (past the end while the length changes) is left for the next update.
  }
}
