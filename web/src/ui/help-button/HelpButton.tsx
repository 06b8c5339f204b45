import { CircleHelp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HELP_BUTTON_SCROLL_STEP_PX, Z_INDEX_STICKY } from '@/config/constants';

export interface HelpButtonProps {
  label: string;
  onOpen: () => void;
}

/** Where a scroll event's scroller is now: the page, or a box that scrolls on its own. */
function scrollTopOf(target: EventTarget | null): number {
  return target instanceof Element ? target.scrollTop : window.scrollY;
}

/**
 * Whether the page is being read downwards: true once it has scrolled down by a step, false again once it
 * scrolls up by one (or is back at the top). Each scroller is followed on its own; sideways scrollers (tabs,
 * carousels) do not move it.
 */
export function useReadingDown(step: number = HELP_BUTTON_SCROLL_STEP_PX): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const last = new WeakMap<object, number>();
    const onScroll = (event: Event) => {
      const scroller = event.target instanceof Element ? event.target : window;
      const top = scrollTopOf(event.target);
      const before = last.get(scroller) ?? 0;
      const moved = top - before;
      // Back at the top counts whatever the step; a sideways scroll does not move it at all.
      if (moved === 0 || (Math.abs(moved) < step && top > 0)) return;
      last.set(scroller, top);
      setDown(moved > 0);
    };
    // Capturing: scroll events do not bubble, and a page may scroll in a box of its own.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [step]);
  return down;
}

/**
 * The floating help-centre button shown on every page except help itself. It steps aside to the screen's edge
 * while the page is read downwards, so it never sits on a row's buttons or a figure for good, and comes back as
 * soon as the visitor scrolls up (or gives it the focus).
 */
export function HelpButton({ label, onOpen }: HelpButtonProps) {
  const aside = useReadingDown();
  return (
    <button
      type="button"
      className={aside ? 'help-button help-button--aside' : 'help-button'}
      aria-label={label}
      style={{ zIndex: Z_INDEX_STICKY }}
      onClick={onOpen}
    >
      <CircleHelp aria-hidden="true" size={26} />
    </button>
  );
}
