import {
  observeWindowOffset,
  observeWindowRect,
  type VirtualItem,
  Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { startTransition, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CRATE_AHEAD_FOLLOW_DELAY_MS, CRATE_WINDOW_IDLE_RENDER_TIMEOUT_MS } from '@/config/constants';
import { whenIdle } from '@/lib/after-paint';

type Options = Pick<
  VirtualizerOptions<Window, HTMLLIElement>,
  'count' | 'estimateSize' | 'overscan' | 'enabled' | 'scrollMargin'
> & {
  /** Drawn ahead, out of sight: a scroll renders it only once the page has rested, when it is idle. */
  lazy?: boolean;
  /**
   * The render shows the list it showed before (a swap of the crate's faces): the rows drawn are kept while they
   * cover the view. A render for a changed list takes the window afresh, overscan and all: a move's focus goes
   * to the row after the pressed one, which must be drawn.
   */
  keepDrawn?: boolean;
};

/** What the last render drew: its rows' first and last index, and the row measurements it placed them by. */
interface Drawn {
  first: number;
  last: number;
  measurements: readonly VirtualItem[];
  /** Which of the hook's own renders (for a new window) drew them. */
  window: number;
}

/**
 * @tanstack/react-virtual's `useWindowVirtualizer`, except for when a scroll renders: the list renders at once
 * (synchronously, in the scroll event, as that hook does) only when the rows in view are no longer all drawn,
 * and otherwise when the page is next idle. The overscan keeps rows drawn beyond the view, so a scroll of a
 * row or two (a move that keeps its row in view scrolls one row) leaves the rows on screen as they are, and
 * the frame that shows the move no longer waits for the list to render again for its new window, mount the
 * row coming in and lay it out (30 to 70 ms at 4x CPU slowdown). A change of the rows' measured sizes renders
 * at once, as their places follow from them.
 */
export function useWindowRows(options: Options): {
  virtualizer: Virtualizer<Window, HTMLLIElement>;
  rows: VirtualItem[];
} {
  const [windowRender, rerender] = useReducer((x: number) => x + 1, 0);
  const state = useRef<{
    drawn: Drawn | null;
    cancelIdle: (() => void) | null;
    measuring: boolean;
    resting: ReturnType<typeof setTimeout> | undefined;
  }>({
    drawn: null,
    cancelIdle: null,
    measuring: false,
    resting: undefined,
  });
  const resolved: VirtualizerOptions<Window, HTMLLIElement> = {
    getScrollElement: () => (typeof document !== 'undefined' ? window : null),
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => (typeof document !== 'undefined' ? window.scrollY : 0),
    count: options.count,
    estimateSize: options.estimateSize,
    overscan: options.overscan,
    enabled: options.enabled,
    scrollMargin: options.scrollMargin,
    onChange: (instance, sync) => renderFor(instance, sync),
  };
  /** Whether the rows drawn last are the ones in view, at the places the virtualizer has for them now. */
  const covered = (instance: Virtualizer<Window, HTMLLIElement>) => {
    const { drawn } = state.current;
    // Brings the measurements up to date first (a resize only marks them stale).
    const range = instance.calculateRange();
    return (
      drawn !== null &&
      range !== null &&
      instance.measurementsCache === drawn.measurements &&
      range.startIndex >= drawn.first &&
      range.endIndex <= drawn.last
    );
  };
  /** Renders the list for the virtualizer's window: at once if the drawn rows fall short, else when idle. */
  const renderFor = (instance: Virtualizer<Window, HTMLLIElement>, sync: boolean) => {
    const current = state.current;
    if (options.lazy) {
      clearTimeout(current.resting);
      current.resting = setTimeout(() => {
        current.resting = undefined;
        current.cancelIdle ??= whenIdle(() => {
          current.cancelIdle = null;
          // In slices that give way to an input arriving meanwhile (a key that moves a track).
          startTransition(rerender);
        });
      }, CRATE_AHEAD_FOLLOW_DELAY_MS);
      return;
    }
    if (covered(instance)) {
      current.cancelIdle ??= whenIdle(() => {
        current.cancelIdle = null;
        rerender();
      }, CRATE_WINDOW_IDLE_RENDER_TIMEOUT_MS);
      return;
    }
    current.cancelIdle?.();
    current.cancelIdle = null;
    // Not from inside a commit (a row's ref measuring it): React cannot flush a render there.
    if (sync && !current.measuring) flushSync(rerender);
    else rerender();
  };
  const [virtualizer] = useState(() => {
    const instance = new Virtualizer(resolved);
    const measureElement = instance.measureElement;
    instance.measureElement = (node) => {
      state.current.measuring = true;
      try {
        measureElement(node);
      } finally {
        state.current.measuring = false;
      }
    };
    return instance;
  });
  virtualizer.setOptions(resolved);
  const inWindow = virtualizer.getVirtualItems();
  // A swap of faces keeps the rows drawn while they still cover the view, rather than mounting a row at one edge
  // and dropping one at the other for a window that moved by a few pixels (the undo bar above the list): the
  // window's own renders follow it (renderFor).
  const previous = state.current.drawn;
  const rows =
    options.keepDrawn && previous !== null && previous.window === windowRender && covered(virtualizer)
      ? virtualizer.measurementsCache.slice(previous.first, previous.last + 1)
      : inWindow;
  const drawn: Drawn = {
    first: rows[0]?.index ?? 0,
    last: rows[rows.length - 1]?.index ?? -1,
    measurements: virtualizer.measurementsCache,
    window: windowRender,
  };

  useLayoutEffect(() => {
    const current = state.current;
    const unmount = virtualizer._didMount();
    return () => {
      current.cancelIdle?.();
      current.cancelIdle = null;
      clearTimeout(current.resting);
      unmount();
    };
  }, [virtualizer]);
  useLayoutEffect(() => {
    const current = state.current;
    current.drawn = drawn;
    // A render waiting for idle time is this one; but the window may have moved since the rows were chosen
    // (a row measured in this commit), which the check below sees.
    current.cancelIdle?.();
    current.cancelIdle = null;
    if (virtualizer.range && !covered(virtualizer)) {
      if (options.lazy) renderFor(virtualizer, false);
      else rerender();
    }
    return virtualizer._willUpdate();
  });
  return { virtualizer, rows };
}
