import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The pictures are the test's to let arrive: the test browser loads none.
const pictures = new Map<string, () => void>();
vi.mock('@/lib/preload-image', () => ({
  preloadImage: (src: string) => new Promise<void>((resolve) => pictures.set(src, resolve)),
}));

const popup = {
  id: 7,
  title: 'Welcome gift',
  popradio: 0,
  links: JSON.stringify([
    { image: '/media/image/a.jpg', type: 'vip' },
    { image: '/media/image/b.jpg', type: 'recharge' },
  ]),
};

/** A fresh launch: the popup's state (drawn, shown, pictures pending) is once per launch, so per module load. */
async function launch(popups: unknown[]) {
  vi.resetModules();
  const [{ preloadLaunchPopup, launchPopupView }, { launchPopupDrawn }, { launchPicturesPending }, { popupKeys }] =
    await Promise.all([
      import('./launch'),
      import('./drawn'),
      import('@/lib/content-painted'),
      import('@/entities/popup/keys'),
    ]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(popupKeys.list(), popups);
  launchPicturesPending.value = true;
  const done = preloadLaunchPopup(queryClient);
  return { done, launchPopupView, launchPopupDrawn, launchPicturesPending };
}

/** Lets promises and the popup's dynamic import settle. */
const settle = () => vi.waitFor(() => undefined);

beforeEach(() => pictures.clear());
afterEach(() => vi.useRealTimers());

describe('the launch popup after the page', () => {
  it('shows once its pictures have loaded, and lets the page’s other pictures come only once it has drawn', async () => {
    const { done, launchPopupView, launchPopupDrawn, launchPicturesPending } = await launch([popup]);
    await vi.waitFor(() => expect(pictures.size).toBe(2));
    await settle();
    // The code may be in, but the popup waits for its pictures: a frame without them is no largest paint.
    expect(launchPopupView.value).toBeNull();

    for (const arrive of pictures.values()) arrive();
    await vi.waitFor(() => expect(launchPopupView.value).not.toBeNull());
    // Shown but not yet drawn: the covers off the screen would take the main thread from its first frame.
    await settle();
    expect(launchPicturesPending.value).toBe(true);

    launchPopupDrawn();
    await done;
    expect(launchPicturesPending.value).toBe(false);
  });

  it('with no popup due, lets the page’s pictures come at once and shows nothing', async () => {
    const { done, launchPopupView, launchPicturesPending } = await launch([]);
    await done;
    expect(launchPicturesPending.value).toBe(false);
    expect(launchPopupView.value).toBeNull();
  });

  it('does not hold the page’s pictures for long when the popup never draws', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { done, launchPopupView, launchPicturesPending } = await launch([popup]);
    await vi.waitFor(() => expect(pictures.size).toBe(2));
    // Neither picture arrives; the wait runs out, the popup shows without them and the page goes on.
    await vi.runAllTimersAsync();
    await done;
    expect(launchPicturesPending.value).toBe(false);
    expect(launchPopupView.value).not.toBeNull();
  });
});
