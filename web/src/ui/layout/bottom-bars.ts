import { useCallback } from 'react';
import './placement.css';

/**
 * One placement rule for everything that stays on screen at the bottom (docs/behaviour.md#layers). The bars
 * stack up from the screen's bottom edge, lowest first: the tab bar, the mini player, the page's own bar (a
 * detail page's action bar, the cart's or the checkout's bar). Each bar that is mounted reports its height
 * here; the sums are written onto :root as custom properties, which ui/layout/placement.css places by:
 * - `--below-tabs`, `--below-player`, `--below-page`: how much bar lies below each bar (its `bottom`);
 * - `--bottom-bars`: all of them, where the floating column (the help button, the crate's link: one corner
 *   column, stacked upwards) starts and the page's own padding ends.
 * Custom properties and not `:has()`, which the browsers we build for lack (docs/behaviour.md#browsers).
 */
export type BottomBar = 'tabs' | 'player' | 'page';

const ORDER: readonly BottomBar[] = ['tabs', 'player', 'page'];
const heights = new Map<BottomBar, Map<Element, number>>();

function write(): void {
  const style = document.documentElement.style;
  let below = 0;
  for (const bar of ORDER) {
    style.setProperty(`--below-${bar}`, `${below}px`);
    below += Math.max(0, ...(heights.get(bar)?.values() ?? []));
  }
  style.setProperty('--bottom-bars', `${below}px`);
}

/**
 * A bar's height above the screen's safe area: the tab bar pads the area below it (the home indicator's), which
 * the other bars' placement adds on its own.
 */
function barHeight(element: HTMLElement, bar: BottomBar): number {
  const height = element.getBoundingClientRect().height;
  return bar === 'tabs' ? height - Number.parseFloat(getComputedStyle(element).paddingBottom || '0') : height;
}

/**
 * A ref for a bar: places it in the bottom stack while it is mounted, following its height (React runs the
 * returned cleanup when the element goes).
 */
export function useBottomBar(bar: BottomBar): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const ofBar = heights.get(bar) ?? new Map<Element, number>();
      heights.set(bar, ofBar);
      const measure = () => {
        ofBar.set(element, barHeight(element, bar));
        write();
      };
      measure();
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        ofBar.delete(element);
        write();
      };
    },
    [bar],
  );
}
