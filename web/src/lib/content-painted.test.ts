import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentPainted, watchContentPainted } from './content-painted';

afterEach(() => {
  contentPainted.value = false;
  document.body.innerHTML = '';
});

/** Lets the watch's frames, timers and idle callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

/** A picture in the viewport that has not loaded yet; `arrive` is its load. */
function pictureOnScreen(): { image: HTMLImageElement; arrive: () => void } {
  const image = document.createElement('img');
  let complete = false;
  Object.defineProperty(image, 'complete', { configurable: true, get: () => complete });
  image.getBoundingClientRect = () =>
    ({ top: 10, left: 10, bottom: 110, right: 110, width: 100, height: 100 }) as DOMRect;
  document.body.append(image);
  return {
    image,
    arrive: () => {
      complete = true;
      image.dispatchEvent(new Event('load'));
    },
  };
}

function watch(overrides: { pageMounted?: Promise<void>; fetching?: () => number } = {}) {
  const listeners = new Set<() => void>();
  const cancel = watchContentPainted({
    pageMounted: overrides.pageMounted ?? Promise.resolve(),
    fetching: overrides.fetching ?? (() => 0),
    onFetchingChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    root: document,
    settleCapMs: 5000,
    totalCapMs: 10_000,
  });
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return { cancel, notify };
}

describe('content painted', () => {
  it('waits for the page to mount, its requests to end and its first-screen pictures to load', async () => {
    let mount: () => void = () => undefined;
    let out = 1;
    const { notify } = watch({ pageMounted: new Promise<void>((resolve) => (mount = resolve)), fetching: () => out });
    await settle();
    expect(contentPainted.value).toBe(false);

    mount();
    await settle();
    expect(contentPainted.value).toBe(false);

    const picture = pictureOnScreen();
    out = 0;
    notify();
    await settle();
    expect(contentPainted.value).toBe(false);

    picture.arrive();
    await vi.waitFor(() => expect(contentPainted.value).toBe(true));
  });

  it('does not wait for a picture off screen, nor for a request that never ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const offScreen = pictureOnScreen().image;
    offScreen.getBoundingClientRect = () =>
      ({ top: 2000, left: 0, bottom: 2100, right: 100, width: 100, height: 100 }) as DOMRect;
    watch({ fetching: () => 1 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(contentPainted.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(contentPainted.value).toBe(true);
    vi.useRealTimers();
  });

  it('a cancelled watch sets nothing', async () => {
    const { cancel } = watch();
    cancel();
    await settle();
    expect(contentPainted.value).toBe(false);
  });
});
