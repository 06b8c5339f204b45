import { signal } from '@preact/signals-react';
import { recordPlay } from './api/operations/recordPlay';
import { mediaUrl } from './media';
import { isLoggedIn } from './session';

// One preview plays at a time, app-wide: a single audio element survives page changes.

export const playingId = signal<number | null>(null);
let audio: HTMLAudioElement | undefined;

export function togglePreview(id: number, src: string, startAt: number): void {
  audio ??= new Audio();
  if (playingId.value === id) {
    audio.pause();
    playingId.value = null;
    return;
  }
  audio.src = mediaUrl(src);
  audio.currentTime = Math.max(0, startAt);
  audio.onended = () => {
    playingId.value = null;
  };
  playingId.value = id;
  audio.play().then(
    () => {
      // A play counts once the sound has started; it tops the signed-in user's recently played.
      if (isLoggedIn.value) recordPlay(id).catch(() => {});
    },
    () => {
      playingId.value = null;
    },
  );
}
