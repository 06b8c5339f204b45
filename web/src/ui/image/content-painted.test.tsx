import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentPainted, watchContentPainted } from '@/lib/content-painted';
import { Image } from '@/ui/image/Image';

// The signal is the module's, shared by the files a worker runs: a page test before this one may have set it.
beforeEach(() => {
  contentPainted.value = false;
});

afterEach(() => {
  cleanup();
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

function watch(overrides: { pageMounted?: Promise<void>; fetching?: () => number; onPageAnswered?: () => void } = {}) {
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
    onPageAnswered: overrides.onPageAnswered,
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
    const onPageAnswered = vi.fn();
    const { notify } = watch({
      pageMounted: new Promise<void>((resolve) => (mount = resolve)),
      fetching: () => out,
      onPageAnswered,
    });
    await settle();
    expect(contentPainted.value).toBe(false);

    mount();
    await settle();
    expect(contentPainted.value).toBe(false);
    expect(onPageAnswered).not.toHaveBeenCalled();

    // The page's requests are answered: a launch extra may ask for its data while the pictures load.
    const picture = pictureOnScreen();
    out = 0;
    notify();
    await settle();
    expect(onPageAnswered).toHaveBeenCalledTimes(1);
    expect(contentPainted.value).toBe(false);

    picture.arrive();
    await vi.waitFor(() => expect(contentPainted.value).toBe(true));
    expect(onPageAnswered).toHaveBeenCalledTimes(1);
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

describe('pictures off the first screen', () => {
  // Every element jsdom lays out has an empty box: off the screen unless a test places it.
  const onScreen = { top: 10, left: 10, bottom: 110, right: 110, width: 100, height: 100 } as DOMRect;

  it('wait for the content to be drawn, while those on the screen load at once', async () => {
    const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('alt') === 'Shown' ? onScreen : new DOMRect();
    });
    render(
      <>
        <Image src="/media/cover/1.jpg" alt="Shown" ratio={1} />
        <Image src="/media/cover/2.jpg" alt="Below" ratio={1} />
        <Image src="/media/cover/3.jpg" alt="First" ratio={1} eager />
      </>,
    );
    expect(screen.getByAltText('Shown').getAttribute('src')).toContain('/media/cover/1.jpg');
    expect(screen.getByAltText('First').getAttribute('src')).toContain('/media/cover/3.jpg');
    expect(screen.getByAltText('Below').hasAttribute('src')).toBe(false);

    act(() => {
      contentPainted.value = true;
    });
    expect(screen.getByAltText('Below').getAttribute('src')).toContain('/media/cover/2.jpg');
    place.mockRestore();
  });

  it('load as the browser decides once the content is drawn', () => {
    contentPainted.value = true;
    render(<Image src="/media/cover/4.jpg" alt="Later" ratio={1} />);
    const image = screen.getByAltText('Later');
    expect(image.getAttribute('src')).toContain('/media/cover/4.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
