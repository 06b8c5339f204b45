import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audioElement,
  currentTrack,
  next,
  playTrack,
  previous,
  queue,
  resetPlayerForTests,
  setPlayerHooks,
  status,
  stop,
  toggle,
} from './player';
import type { Track } from './track';

const track = (id: number, startAt = 0): Track => ({
  id,
  title: `Track ${id}`,
  artist: 'DJ',
  cover: `/media/cover/${id}.svg`,
  src: `/media/preview/${id}.wav`,
  startAt,
  goodsType: 'music',
  section: 'dj_single',
});

/**
 * The element's media state, which happy-dom does not play: the test moves it as a browser would. Its position
 * follows the rule of `currentTime`: set before the metadata (readyState HAVE_NOTHING), it becomes the default
 * playback start position, which the element seeks to as the metadata arrives (clamped to the duration); an
 * engine `withoutDefaultStart` ignores it there. A new source starts over at HAVE_NOTHING and 0.
 */
function media(duration: number, { withoutDefaultStart = false } = {}) {
  const audio = audioElement();
  let paused = true;
  let haveMetadata = false;
  let time = 0;
  const seeks: number[] = [];
  const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src') ?? {};
  Object.defineProperty(audio, 'src', {
    configurable: true,
    get: () => src.get?.call(audio),
    set: (value: string) => {
      src.set?.call(audio, value);
      haveMetadata = false;
      time = 0;
    },
  });
  Object.defineProperty(audio, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      seeks.push(value);
      if (haveMetadata) time = Math.min(value, duration);
      else if (!withoutDefaultStart) time = value;
    },
  });
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => paused });
  vi.spyOn(audio, 'play').mockImplementation(() => {
    paused = false;
    return Promise.resolve();
  });
  vi.spyOn(audio, 'pause').mockImplementation(() => {
    paused = true;
    audio.dispatchEvent(new Event('pause'));
  });
  return {
    audio,
    seeks,
    fire: (type: string) => audio.dispatchEvent(new Event(type)),
    /** The metadata arrives: the element goes to its default start position, then says so. */
    metadata: () => {
      haveMetadata = true;
      time = Math.min(time, duration);
      audio.dispatchEvent(new Event('loadedmetadata'));
    },
  };
}

describe('the player', () => {
  beforeEach(() => resetPlayerForTests());
  afterEach(() => vi.restoreAllMocks());

  it("sets a preview's offset with its source, so that it never plays from 0 first, and reports the start once", () => {
    const started = vi.fn();
    setPlayerHooks({ onTrackStart: started });
    const { audio, seeks, fire, metadata } = media(12);
    playTrack(track(1, 5));
    expect(status.value).toBe('loading');
    expect(audio.src).toContain('/media/preview/1.wav');
    // Before any metadata: the element will begin at the offset.
    expect(audio.currentTime).toBe(5);
    metadata();
    expect(audio.currentTime).toBe(5);
    // It held, so the metadata brings no second seek.
    expect(seeks).toEqual([5]);
    fire('playing');
    fire('playing');
    expect(status.value).toBe('playing');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('seeks to the offset on the metadata where the position set with the source did not hold', () => {
    const { audio, metadata } = media(12, { withoutDefaultStart: true });
    playTrack(track(1, 5));
    expect(audio.currentTime).toBe(0);
    metadata();
    expect(audio.currentTime).toBe(5);
  });

  it('plays a clip from its start when the offset lies past its end', () => {
    const { audio, metadata } = media(12);
    playTrack(track(1, 60));
    metadata();
    expect(audio.currentTime).toBe(0);
  });

  it('starts the next track at its own offset, or at 0 when it has none', () => {
    const { audio, metadata } = media(12);
    playTrack(track(1, 5), [track(1, 5), track(2), track(3, 3)]);
    metadata();
    next();
    expect(audio.currentTime).toBe(0);
    metadata();
    expect(audio.currentTime).toBe(0);
    next();
    expect(audio.currentTime).toBe(3);
  });

  it('walks the list it was started from, and goes on by itself when a track ends', () => {
    const list = [track(1), track(2), track(3)];
    const { fire } = media(12);
    playTrack(list[0] as Track, list);
    next();
    expect(currentTrack.value?.id).toBe(2);
    fire('ended');
    expect(currentTrack.value?.id).toBe(3);
    fire('ended');
    expect(status.value).toBe('ended');
    previous();
    expect(currentTrack.value?.id).toBe(2);
  });

  it('toggles the same track and shows an error state that a tap retries', () => {
    const { fire } = media(12);
    playTrack(track(1));
    fire('playing');
    playTrack(track(1));
    expect(status.value).toBe('paused');
    fire('error');
    expect(status.value).toBe('error');
    toggle();
    expect(status.value).toBe('loading');
  });

  it('forgets everything when stopped', () => {
    media(12);
    playTrack(track(1), [track(1), track(2)]);
    stop();
    expect(currentTrack.value).toBeNull();
    expect(queue.value).toEqual([]);
    expect(status.value).toBe('idle');
  });
});
