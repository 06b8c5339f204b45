import { signal } from '@preact/signals-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

// Overlays (dialogs, action sheets, the launch popup) close on the browser's back button the way a native
// sheet does. Each open overlay owns one extra history entry at the same url; a back press pops it and is
// swallowed before the router sees it, so the page underneath does not change. A pop to another address (a
// hash change: a link to `#/...`, an address typed) closes the overlay too but is the router's to follow: it
// is never swallowed. The listeners here are registered after the router's, in the capture phase, and
// browsers differ in which runs first at the window: WebKit runs capture listeners first, Chromium runs them
// in the order they were added (docs/behaviour.md#browsers).

const KEY = 'djshopOverlay';
const open = new Set<string>();
/** How many overlays cover the page now. */
export const overlaysOpen = signal(0);
const markOpen = (id: string) => {
  open.add(id);
  overlaysOpen.value = open.size;
};
const markClosed = (id: string) => {
  open.delete(id);
  overlaysOpen.value = open.size;
};
let swallow = 0;
let settle: (() => void) | undefined;
let settled: Promise<void> = Promise.resolve();
let installed = false;

function markerOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined;
}

function installSwallower(): void {
  if (installed) return;
  installed = true;
  // In the capture phase: WebKit runs it before the router's popstate listener; Chromium after it (the router
  // was added first), where the router ignores a pop onto the page it already shows.
  window.addEventListener(
    'popstate',
    (event) => {
      if (swallow === 0) return;
      swallow -= 1;
      event.stopImmediatePropagation();
      if (swallow === 0) settle?.();
    },
    true,
  );
}

/** Resolves once the history entries of closed overlays are gone; navigate only after it. */
export async function overlayHistorySettled(): Promise<void> {
  await Promise.resolve();
  await settled;
}

export function useCloseOnBack(onClose: () => void): void {
  const id = useId();
  const callback = useRef(onClose);
  callback.current = onClose;

  useEffect(() => {
    installSwallower();
    markOpen(id);
    if (markerOf(window.history.state) !== id) {
      const state = typeof window.history.state === 'object' && window.history.state ? window.history.state : {};
      window.history.pushState({ ...state, [KEY]: id }, '');
    }
    // The address the overlay was opened at: a pop that stays there is the overlay's own back.
    const address = window.location.href;
    const onPop = (event: PopStateEvent) => {
      if (!open.has(id) || markerOf(window.history.state) === id) return;
      if (window.location.href === address) event.stopImmediatePropagation();
      markClosed(id);
      callback.current();
    };
    window.addEventListener('popstate', onPop, true);
    return () => {
      window.removeEventListener('popstate', onPop, true);
      markClosed(id);
      // A microtask later: StrictMode remounts at once, and a remounted overlay keeps its entry.
      queueMicrotask(() => {
        if (open.has(id) || markerOf(window.history.state) !== id) return;
        if (swallow === 0) settled = new Promise((resolve) => (settle = resolve));
        swallow += 1;
        window.history.back();
      });
    };
  }, [id]);
}

/**
 * A ref that focuses its element once mounted: for a full-screen layer's only control, which mounts exactly
 * when the layer appears, so focus moves into the layer with it.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus enters the panel on open, stays inside it (Tab wraps at both ends), Escape closes, and focus goes
 * back to where it was when the panel closes.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus moves in once the panel has been painted: focusing needs an up-to-date layout, and forcing one
    // inside the task that renders the panel makes a long task of the opening (the launch popup's above
    // all, whose first layout is the whole page's). The panel is fixed in the viewport: nothing to scroll.
    const cancel = afterNextPaint(() => {
      const element = panel.current;
      const first =
        element?.querySelector<HTMLElement>('[data-autofocus]') ?? element?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? element)?.focus({ preventScroll: true });
    });
    return () => {
      cancel();
      previous?.focus({ preventScroll: true });
    };
  }, [panel]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
