import {
  observeWindowOffset,
  observeWindowRect,
  type VirtualItem,
  Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CRATE_WINDOW_IDLE_RENDER_TIMEOUT_MS } from '@/config/constants';
import { whenIdle } from '@/lib/after-paint';

type Options = Pick<
  VirtualizerOptions<Window, HTMLLIElement>,
  'count' | 'estimateSize' | 'overscan' | 'enabled' | 'scrollMargin'
>;

/** What the last render drew: its rows' first and last index, and the row measurements it placed them by. */
interface Drawn {
  first: number;
  last: number;
  measurements: readonly VirtualItem[];
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
  const rerender = useReducer((x: number) => x + 1, 0)[1];
  const state = useRef<{ drawn: Drawn | null; cancelIdle: (() => void) | null; measuring: boolean }>({
    drawn: null,
    cancelIdle: null,
    measuring: false,
  });
  const resolved: VirtualizerOptions<Window, HTMLLIElement> = {
    getScrollElement: () => (typeof document !== 'undefined' ? window : null),
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => (typeof document !== 'undefined' ? window.scrollY : 0),
    ...options,
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
  const rows = virtualizer.getVirtualItems();
  const drawn: Drawn = {
    first: rows[0]?.index ?? 0,
    last: rows.at(-1)?.index ?? -1,
    measurements: virtualizer.measurementsCache,
  };

  useLayoutEffect(() => {
    const current = state.current;
    const unmount = virtualizer._didMount();
    return () => {
      current.cancelIdle?.();
      current.cancelIdle = null;
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
    if (virtualizer.range && !covered(virtualizer)) rerender();
    return virtualizer._willUpdate();
  });
  return { virtualizer, rows };
}
