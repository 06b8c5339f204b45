import { act, render } from '@testing-library/react';
import { mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import type { Swiper } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Carousel from './Carousel';

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => vi.unstubAllGlobals());

/** The observer's report, with React's updates and effects flushed. */
function onScreen(shown: boolean) {
  act(() => mockAllIsIntersecting(shown));
}

const slides = ['a', 'b', 'c'].map((key) => ({ key, content: <span>{key}</span> }));

/** The Swiper instance Swiper keeps on its own element. */
function swiperOf(container: HTMLElement): Swiper {
  const element = container.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper }) | null;
  if (!element?.swiper) throw new Error('no Swiper mounted');
  return element.swiper;
}

describe('Carousel', () => {
  it('turns on its own only while it is on screen', () => {
    const { container } = render(<Carousel slides={slides} autoplayMs={4000} />);
    onScreen(true);
    expect(swiperOf(container).autoplay.running).toBe(true);
    // Behind another tab (Home stays mounted, hidden) or scrolled away.
    onScreen(false);
    expect(swiperOf(container).autoplay.running).toBe(false);
    onScreen(true);
    expect(swiperOf(container).autoplay.running).toBe(true);
  });

  it('never turns on its own without an autoplay delay, on screen or not', () => {
    const { container } = render(<Carousel slides={slides} />);
    onScreen(true);
    expect(swiperOf(container).autoplay.running).toBe(false);
    onScreen(false);
    expect(swiperOf(container).autoplay.running).toBe(false);
  });
});
