import { useEffect, useState } from 'react';
import { FLOATING_SCROLL_STEP_PX } from '@/config/constants';

/**
 * The class a floating button adds while the page is read downwards: it slides past the screen's right edge
 * (app/styles.css), and is back in view when the keyboard's focus reaches it.
 */
export const FLOATING_ASIDE = 'floating--aside';

/**
 * Whether the page is being read downwards: true once it has scrolled down by a step, false again once it
 * scrolls up by one (or is back at the top). The floating buttons (help, the crate) step aside meanwhile, so they
 * never sit on a row's buttons or a figure for good. Each scroller is followed on its own; sideways scrollers
 * (tabs, carousels) do not move it. Off (`enabled` false), it listens to nothing and stays false.
 */
export function useReadingDown(enabled = true): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const last = new WeakMap<object, number>();
    const onScroll = (event: Event) => {
      // The page, or a box that scrolls on its own.
      const scroller = event.target instanceof Element ? event.target : window;
      const top = scroller instanceof Element ? scroller.scrollTop : window.scrollY;
      const moved = top - (last.get(scroller) ?? 0);
      // Back at the top counts whatever the step; a sideways scroll does not move it at all.
      if (moved === 0 || (Math.abs(moved) < FLOATING_SCROLL_STEP_PX && top > 0)) return;
      last.set(scroller, top);
      setDown(moved > 0);
    };
    // Capturing: scroll events do not bubble, and a page may scroll in a box of its own.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [enabled]);
  return enabled && down;
}
