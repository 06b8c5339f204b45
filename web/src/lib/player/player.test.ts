import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WECHAT_BRIDGE_PLAY_WAIT_MS } from '@/config/constants';
import { inWeChat } from '@/lib/platform';
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

describe('previews inside iOS’s WeChat', () => {
  const IOS_WECHAT =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
  const withBridge = window as unknown as { WeixinJSBridge?: object };

  beforeEach(() => {
    resetPlayerForTests();
    inWeChat.value = true;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_WECHAT);
    vi.useFakeTimers();
  });
  afterEach(() => {
    inWeChat.value = false;
    delete withBridge.WeixinJSBridge;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('plays at once when WeChat’s bridge is up', () => {
    withBridge.WeixinJSBridge = { invoke: () => {} };
    const { audio } = media(12);
    playTrack(track(1));
    expect(audio.play).toHaveBeenCalledTimes(1);
  });

  it('waits for WeixinJSBridgeReady, then plays', async () => {
    const { audio } = media(12);
    playTrack(track(1));
    expect(audio.play).not.toHaveBeenCalled();
    expect(status.value).toBe('loading');
    withBridge.WeixinJSBridge = { invoke: () => {} };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await vi.waitFor(() => expect(audio.play).toHaveBeenCalledTimes(1));
  });

  it('plays anyway when the bridge does not come, so that a tap never does nothing', async () => {
    const { audio } = media(12);
    playTrack(track(1));
    await vi.advanceTimersByTimeAsync(WECHAT_BRIDGE_PLAY_WAIT_MS);
    expect(audio.play).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting start when the listener pauses first', async () => {
    const { audio } = media(12);
    playTrack(track(1));
    toggle();
    expect(status.value).toBe('paused');
    await vi.advanceTimersByTimeAsync(WECHAT_BRIDGE_PLAY_WAIT_MS);
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('does not wait outside iOS', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47');
    const { audio } = media(12);
    playTrack(track(1));
    expect(audio.play).toHaveBeenCalledTimes(1);
  });
});
