import { computed, signal } from '@preact/signals-react';
import { afterNextPaint } from './after-paint';

/**
 * Whether the page the visitor arrived on has drawn what it came for: its requests answered and the pictures
 * on its first screen loaded. Launch extras (the launch popup, the banner's carousel code) wait for it, so on
 * a cold start they never stand between the visitor and the page (architecture guide, "Arrival"). Set once
 * per launch by watchContentPainted; later pages find it true.
 */
export const contentPainted = signal(false);

const scrolled = signal(false);
if (typeof window !== 'undefined') {
  // Capturing: scroll events do not bubble, and a page may scroll in a box of its own.
  window.addEventListener('scroll', () => (scrolled.value = true), { capture: true, passive: true, once: true });
}

/**
 * Whether the launch popup's pictures are still on their way: set before the first page draws when the launch
 * shows a popup, cleared once they have loaded (features/popup/launch.ts), failed, or there is no popup to show.
 */
export const launchPicturesPending = signal(false);

/**
 * Whether pictures off the first screen may load: once the page has drawn its content and the launch popup, which
 * covers it, has its pictures; or once the visitor scrolls (what comes into view is wanted now). Before that they
 * would share a phone's bandwidth with the pictures on the screen: the browser loads lazy pictures from 1,250 px
 * below the screen, which on a listing was 20 covers where 7 show (ui/image/Image.tsx holds them back).
 */
export const offScreenPicturesMayLoad = computed(
  () => (contentPainted.value && !launchPicturesPending.value) || scrolled.value,
);

export interface ContentWatch {
  /** Resolves once the first page is mounted (its code is in and it has rendered once). */
  pageMounted: Promise<void>;
  /** How many requests are out, and a way to hear when that changes (the query cache). */
  fetching: () => number;
  onFetchingChange: (listener: () => void) => () => void;
  /** Where the page's pictures are. */
  root: ParentNode;
  /** The longest wait once the page is mounted: a request that never ends does not keep the extras away. */
  settleCapMs: number;
  /** The longest wait in all, for a page that never mounts (its code failed, an error page). */
  totalCapMs: number;
  /**
   * Called once the first page's own requests have been answered, while its pictures may still be loading:
   * for a launch extra's data, which then arrives beside the pictures instead of one round trip after them.
   */
  onPageAnswered?: () => void;
}

/** Rounds of "requests answered, then the pictures they brought": a page's data can lead to more data. */
const MAX_ROUNDS = 3;
/** How long the idle callback may wait for the main thread to be free. */
const IDLE_TIMEOUT_MS = 500;

/** Whether an element is on the screen as laid out now. */
export function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  );
}

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Sets contentPainted once the first page is mounted, its requests have been answered, the pictures on its
 * first screen have loaded, and the browser is idle; or once the caps run out. Returns a cancel function.
 */
export function watchContentPainted(watch: ContentWatch): () => void {
  let cancelled = false;
  const cancels = new Set<() => void>();
  const finish = () => {
    if (cancelled) return;
    cancelled = true;
    for (const cancel of cancels) cancel();
    contentPainted.value = true;
  };
  const track = (cancel: () => void) => {
    cancels.add(cancel);
    return cancel;
  };
  const totalTimer = setTimeout(finish, watch.totalCapMs);
  track(() => clearTimeout(totalTimer));

  const nextPaint = () => new Promise<void>((resolve) => void track(afterNextPaint(resolve)));
  const requestsAnswered = () =>
    new Promise<void>((resolve) => {
      if (watch.fetching() === 0) {
        resolve();
        return;
      }
      // The cache tells of every change to every query (several an answer): counting what is out is done once
      // for each burst of them, not on each (it was some 60 ms of a cold Category's load at 4x CPU slowdown).
      let counting = false;
      const stop = track(
        watch.onFetchingChange(() => {
          if (counting) return;
          counting = true;
          queueMicrotask(() => {
            counting = false;
            if (cancelled || watch.fetching() > 0) return;
            stop();
            resolve();
          });
        }),
      );
    });
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        track(() => cancelIdleCallback(handle));
      } else {
        const timer = setTimeout(resolve, 0);
        track(() => clearTimeout(timer));
      }
    });

  void (async () => {
    await watch.pageMounted;
    if (cancelled) return;
    const settleTimer = setTimeout(finish, watch.settleCapMs);
    track(() => clearTimeout(settleTimer));
    // The page's queries start in its effects, which have run by the frame after it mounted.
    await nextPaint();
    for (let round = 0; round < MAX_ROUNDS && !cancelled; round += 1) {
      await requestsAnswered();
      if (round === 0 && !cancelled) watch.onPageAnswered?.();
      // The answers are rendered, and their pictures asked for, by the next frame.
      await nextPaint();
      const pending = [...watch.root.querySelectorAll('img')].filter((image) => !image.complete && inViewport(image));
      if (pending.length === 0) break;
      await Promise.all(pending.map(loaded));
    }
    if (cancelled) return;
    await nextPaint();
    await idle();
    finish();
  })();

  return () => {
    if (cancelled) return;
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}
