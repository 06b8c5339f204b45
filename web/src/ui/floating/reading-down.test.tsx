import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOATING_SCROLL_STEP_PX } from '@/config/constants';
import { HelpButton } from '@/ui/help-button/HelpButton';
import { FLOATING_ASIDE as ASIDE } from './reading-down';

/** The page scrolled to `top`, as the browser reports it: the position first, then the event. */
function scrollPageTo(top: number) {
  act(() => {
    window.scrollY = top;
    fireEvent.scroll(window);
  });
}

// Through the help button, the floating button every page but help has (the crate's uses the same hook).
describe('a floating button while the page is read downwards', () => {
  afterEach(() => scrollPageTo(0));

  it('steps aside while the page is read downwards and comes back on the way up', () => {
    const onOpen = vi.fn();
    render(<HelpButton label="Help" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button.classList.contains(ASIDE)).toBe(false);

    scrollPageTo(FLOATING_SCROLL_STEP_PX * 10);
    expect(button.classList.contains(ASIDE)).toBe(true);
    // A finger's jitter at the end of a swipe (less than a step back up) leaves it aside.
    scrollPageTo(FLOATING_SCROLL_STEP_PX * 10 - FLOATING_SCROLL_STEP_PX / 2);
    expect(button.classList.contains(ASIDE)).toBe(true);
    scrollPageTo(FLOATING_SCROLL_STEP_PX * 8);
    expect(button.classList.contains(ASIDE)).toBe(false);

    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is back at the top of the page, and ignores boxes that scroll sideways', () => {
    render(<HelpButton label="Help" onOpen={() => {}} />);
    const button = screen.getByRole('button', { name: 'Help' });
    scrollPageTo(FLOATING_SCROLL_STEP_PX * 3);
    expect(button.classList.contains(ASIDE)).toBe(true);

    const carousel = document.createElement('div');
    document.body.append(carousel);
    act(() => {
      carousel.scrollLeft = 300;
      fireEvent.scroll(carousel);
    });
    expect(button.classList.contains(ASIDE)).toBe(true);
    carousel.remove();

    scrollPageTo(0);
    expect(button.classList.contains(ASIDE)).toBe(false);
  });
});
