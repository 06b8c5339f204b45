import { batch, computed, signal } from '@preact/signals-react';
import { PLAYER_RESTART_THRESHOLD_S, WECHAT_BRIDGE_PLAY_WAIT_MS } from '@/config/constants';
import { mediaUrl } from '@/lib/media';
import { inWeChat, isIosUserAgent } from '@/lib/platform';
import { weixinBridgePresent, whenWeixinBridge } from '@/lib/wechat-bridge';
import type { Track } from './track';

// The app's one audio element and what it is doing. One element for the whole app, kept across pages, is
// what lets playback survive navigation and a locked phone (the next track is set inside `ended`, with no
// timers or fresh elements), and what keeps a single source playing.

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export const currentTrack = signal<Track | null>(null);
export const queue = signal<readonly Track[]>([]);
export const status = signal<PlayerStatus>('idle');
/** The element is waiting for data while it should be playing. */
export const buffering = signal(false);
export const position = signal(0);
export const duration = signal(0);

export const queueIndex = computed(() => {
  const track = currentTrack.value;
  return track ? queue.value.findIndex((item) => item.id === track.id) : -1;
});
export const hasNext = computed(() => queueIndex.value >= 0 && queueIndex.value < queue.value.length - 1);
export const hasPrevious = computed(() => queueIndex.value > 0);

export interface PlayerHooks {
  /** Called once each time a track starts playing from the beginning of a visit to it. */
  onTrackStart?: (track: Track) => void;
  /** Called when a track changes, to update the lock screen. */
  onTrackChange?: (track: Track | null) => void;
}

let element: HTMLAudioElement | undefined;
let hooks: PlayerHooks = {};
/** Where the current track should start once its metadata is known. */
let pendingStart: number | null = null;
let started = false;

export function setPlayerHooks(next: PlayerHooks): void {
  hooks = next;
}

/** Pauses every other media element on the page (videos) when the player starts. */
function pauseOtherMedia(except: HTMLMediaElement): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (media !== except && !media.paused) media.pause();
  }
}

function attach(audio: HTMLAudioElement): void {
  audio.preload = 'auto';
  audio.addEventListener('loadedmetadata', () => {
    duration.value = Number.isFinite(audio.duration) ? audio.duration : 0;
    if (pendingStart !== null) {
      // A preview offset past the end of the file means the file is the clip itself: it starts at 0.
      const start = pendingStart < audio.duration ? pendingStart : 0;
      pendingStart = null;
      if (start > 0) audio.currentTime = start;
    }
  });
  audio.addEventListener('durationchange', () => {
    duration.value = Number.isFinite(audio.duration) ? audio.duration : 0;
  });
  audio.addEventListener('timeupdate', () => {
    position.value = audio.currentTime;
  });
  audio.addEventListener('waiting', () => {
    if (!audio.paused) buffering.value = true;
  });
  audio.addEventListener('playing', () => {
    batch(() => {
      buffering.value = false;
      status.value = 'playing';
    });
    pauseOtherMedia(audio);
    const track = currentTrack.value;
    if (track && !started) {
      started = true;
      hooks.onTrackStart?.(track);
    }
  });
  audio.addEventListener('pause', () => {
    if (status.value === 'playing' || status.value === 'loading') status.value = 'paused';
    buffering.value = false;
  });
  audio.addEventListener('error', () => {
    if (!currentTrack.value) return;
    batch(() => {
      buffering.value = false;
      status.value = 'error';
    });
  });
  audio.addEventListener('ended', () => {
    // Inside the event, so that a locked phone goes on to the next track.
    if (hasNext.value) next();
    else status.value = 'ended';
  });
  // Another source (a video) starting pauses the preview: one source at a time.
  document.addEventListener(
    'play',
    (event) => {
      if (event.target !== audio && !audio.paused) audio.pause();
    },
    true,
  );
}

/** The app's audio element, made on first use. */
export function audioElement(): HTMLAudioElement {
  if (!element) {
    element = document.createElement('audio');
    element.className = 'player-audio';
    attach(element);
    document.body.append(element);
  }
  return element;
}

/** Counts play requests, so that one waiting for WeChat's bridge is dropped once a pause or another follows. */
let playRequest = 0;
/** A play request is waiting for WeChat's bridge (the element is still paused). */
let waitingForBridge = false;

/**
 * iOS's WeChat lets a page's audio start only once its bridge is up (docs/behaviour.md#wechat): before that a
 * play() is refused, so the request waits for the bridge, briefly, and plays anyway after that.
 */
function waitsForWeChat(): boolean {
  return inWeChat.value && isIosUserAgent(navigator.userAgent) && !weixinBridgePresent();
}

function startPlayback(audio: HTMLAudioElement): void {
  status.value = 'loading';
  const request = ++playRequest;
  const play = () => {
    if (request !== playRequest) return;
    audio.play().catch((error: unknown) => {
      // A pause or a new source interrupting play() is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      status.value = 'error';
    });
  };
  waitingForBridge = false;
  if (!waitsForWeChat()) {
    play();
    return;
  }
  waitingForBridge = true;
  void whenWeixinBridge(WECHAT_BRIDGE_PLAY_WAIT_MS).then(() => {
    if (request !== playRequest) return;
    waitingForBridge = false;
    play();
  });
}

function load(track: Track, at?: number): void {
  const audio = audioElement();
  batch(() => {
    currentTrack.value = track;
    position.value = 0;
    duration.value = 0;
    buffering.value = false;
  });
  started = false;
  const start = at ?? track.startAt;
  pendingStart = start > 0 ? start : null;
  // A start the listener chose shows at once, before the file's length is known.
  if (at !== undefined) position.value = pendingStart ?? 0;
  audio.src = mediaUrl(track.src);
  hooks.onTrackChange?.(track);
  startPlayback(audio);
}

/**
 * Plays `track`, with `list` as what previous and next walk through (the list it was started from). The
 * same track again toggles play and pause.
 */
export function playTrack(track: Track, list: readonly Track[] = [track]): void {
  queue.value = list.some((item) => item.id === track.id) ? list : [track, ...list];
  if (currentTrack.value?.id === track.id && status.value !== 'error') {
    toggle();
    return;
  }
  load(track);
}

/**
 * Plays `track` from `seconds` into its preview file (a tap on its waveform): the current track seeks there
 * and goes on playing (or starts, when paused or ended); another track starts there.
 */
export function playTrackAt(track: Track, seconds: number, list: readonly Track[] = [track]): void {
  queue.value = list.some((item) => item.id === track.id) ? list : [track, ...list];
  if (currentTrack.value?.id !== track.id || status.value === 'error') {
    load(track, Math.max(0, seconds));
    return;
  }
  seek(seconds);
  const audio = audioElement();
  if (audio.paused) startPlayback(audio);
}

export function toggle(): void {
  const audio = audioElement();
  const track = currentTrack.value;
  if (!track) return;
  if (status.value === 'error') {
    load(track);
    return;
  }
  if (audio.paused && !waitingForBridge) {
    if (status.value === 'ended') {
      pendingStart = null;
      audio.currentTime = 0;
    }
    startPlayback(audio);
  } else pause();
}

export function pause(): void {
  playRequest++;
  if (waitingForBridge) {
    waitingForBridge = false;
    status.value = 'paused';
  }
  element?.pause();
}

export function resume(): void {
  if (element?.paused && currentTrack.value) toggle();
}

export function seek(seconds: number): void {
  const audio = audioElement();
  if (!currentTrack.value) return;
  if (pendingStart !== null) {
    // The file's length is not known yet: the seek waits for it, as the preview's own start does.
    pendingStart = Math.max(0, seconds);
    position.value = pendingStart;
    return;
  }
  const limit = duration.value > 0 ? duration.value : seconds;
  audio.currentTime = Math.min(Math.max(0, seconds), limit);
  position.value = audio.currentTime;
}

export function next(): void {
  const following = queue.value[queueIndex.value + 1];
  if (following) load(following);
}

/** The previous track, or the start of this one once it has played a few seconds (as music players do). */
export function previous(): void {
  if (element && element.currentTime > PLAYER_RESTART_THRESHOLD_S) {
    seek(0);
    return;
  }
  const before = queue.value[queueIndex.value - 1];
  if (before) load(before);
  else seek(0);
}

/** Stops and forgets the track (the mini player's close button). */
export function stop(): void {
  playRequest++;
  waitingForBridge = false;
  element?.pause();
  element?.removeAttribute('src');
  batch(() => {
    currentTrack.value = null;
    queue.value = [];
    status.value = 'idle';
    position.value = 0;
    duration.value = 0;
    buffering.value = false;
  });
  hooks.onTrackChange?.(null);
}

/** Whether `id` is the current track and is playing or about to. */
export function isPlaying(id: number): boolean {
  return currentTrack.value?.id === id && (status.value === 'playing' || status.value === 'loading');
}

export function resetPlayerForTests(): void {
  element?.remove();
  element = undefined;
  hooks = {};
  pendingStart = null;
  started = false;
  waitingForBridge = false;
  batch(() => {
    currentTrack.value = null;
    queue.value = [];
    status.value = 'idle';
    position.value = 0;
    duration.value = 0;
    buffering.value = false;
  });
}
