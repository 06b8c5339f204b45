import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CarouselProps } from './Carousel';

export type SnapCarouselProps = Omit<CarouselProps, 'autoplayMs' | 'initialIndex'>;

/**
 * A carousel the browser draws: a row of slides that scrolls sideways and snaps to each (CSS scroll snap), with
 * previous and next buttons. The launch popup shows it on every cold start over whatever page a shared link
 * opened, so it must cost the first visit next to nothing: Swiper (some 25 KB) is kept for what needs its
 * autoplay and loop (Home's banner). Swiping is the browser's own scrolling, so it follows the finger
 * as every native list does.
 */
export function SnapCarousel({ slides, arrows, onIndexChange, className }: SnapCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;

  const go = (target: number) => {
    const element = track.current;
    const next = Math.max(0, Math.min(last, target));
    if (!element || next === index) return;
    element.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
    // The scroll reports the index as it lands; a browser that cannot scroll smoothly still moves it here.
    show(next);
  };

  const show = (next: number) => {
    if (next === index) return;
    setIndex(next);
    onIndexChange?.(next);
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    show(Math.max(0, Math.min(last, Math.round(element.scrollLeft / element.clientWidth))));
  };

  return (
    <div className={className ? `carousel snap-carousel ${className}` : 'carousel snap-carousel'}>
      <ul ref={track} className="snap-carousel__track" onScroll={onScroll}>
        {slides.map((slide, position) => (
          <li key={slide.key} className="snap-carousel__slide" aria-current={position === index ? 'true' : undefined}>
            {slide.content}
          </li>
        ))}
      </ul>
      {arrows && slides.length > 1 ? (
        <>
          {/* aria-disabled, not disabled, at either end: a keyboard user's focus stays on the button. */}
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={arrows.previous}
            aria-disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={arrows.next}
            aria-disabled={index === last}
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </>
      ) : null}
    </div>
  );
}
