import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audioElement,
  currentTrack,
  next,
  playTrack,
  playTrackAt,
  position,
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

/** The element's media state, which happy-dom does not play: the test moves it as a browser would. */
function media(duration: number) {
  const audio = audioElement();
  let paused = true;
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
    fire: (type: string) => audio.dispatchEvent(new Event(type)),
  };
}

describe('the player', () => {
  beforeEach(() => resetPlayerForTests());
  afterEach(() => vi.restoreAllMocks());

  it('starts a preview at its offset and reports the start once', () => {
    const started = vi.fn();
    setPlayerHooks({ onTrackStart: started });
    const { audio, fire } = media(12);
    playTrack(track(1, 5));
    expect(status.value).toBe('loading');
    expect(audio.src).toContain('/media/preview/1.wav');
    fire('loadedmetadata');
    expect(audio.currentTime).toBe(5);
    fire('playing');
    fire('playing');
    expect(status.value).toBe('playing');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('plays a clip from its start when the offset lies past its end', () => {
    const { audio, fire } = media(12);
    playTrack(track(1, 60));
    fire('loadedmetadata');
    expect(audio.currentTime).toBe(0);
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

  it('starts a track at a chosen point of its file, and seeks the current one there, playing it again when ended', () => {
    const { audio, fire } = media(30);
    playTrackAt(track(1, 60), 22.5);
    expect(position.value).toBe(22.5);
    // Before the file's length is known, a second seek replaces where it will start.
    playTrackAt(track(1, 60), 20);
    fire('loadedmetadata');
    expect(audio.currentTime).toBe(20);
    fire('playing');
    // At its end the element pauses, then reports the end.
    audio.pause();
    fire('ended');
    expect(status.value).toBe('ended');
    playTrackAt(track(1, 60), 25);
    expect(audio.currentTime).toBe(25);
    expect(status.value).toBe('loading');
    expect(audio.play).toHaveBeenCalledTimes(2);
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
