import { useRef, useState } from 'react';
import type { CarouselProps } from './Carousel';
import { CarouselArrows } from './CarouselArrows';

export type SnapCarouselProps = Pick<CarouselProps, 'slides' | 'arrows' | 'className'>;

/**
 * A carousel the browser draws: a row of slides that scrolls sideways and snaps to each (CSS scroll snap), with
 * previous and next buttons. The launch popup shows it on every cold start over whatever page a shared link
 * opened, so it must cost the first visit next to nothing: Swiper (some 25 KB) is kept for what needs its
 * autoplay and loop (Home's banner). Swiping is the browser's own scrolling, so it follows the finger
 * as every native list does.
 */
export function SnapCarousel({ slides, arrows, className }: SnapCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // The slide an arrow is scrolling to: the smooth scroll passes over the slides between, which must not count.
  const heading = useRef<number | null>(null);
  const last = slides.length - 1;

  const go = (target: number) => {
    const element = track.current;
    const next = Math.max(0, Math.min(last, target));
    if (!element || next === index) return;
    heading.current = next;
    element.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const reached = Math.max(0, Math.min(last, Math.round(element.scrollLeft / element.clientWidth)));
    if (heading.current !== null) {
      if (reached !== heading.current) return;
      heading.current = null;
    }
    setIndex(reached);
  };

  return (
    <div className={className ? `carousel snap-carousel ${className}` : 'carousel snap-carousel'}>
      <ul
        ref={track}
        className="snap-carousel__track"
        onScroll={onScroll}
        // A finger on the row takes over from an arrow's scroll.
        onPointerDown={() => {
          heading.current = null;
        }}
      >
        {slides.map((slide, position) => (
          <li key={slide.key} className="snap-carousel__slide" aria-current={position === index ? 'true' : undefined}>
            {slide.content}
          </li>
        ))}
      </ul>
      {arrows && slides.length > 1 ? (
        <CarouselArrows
          labels={arrows}
          onPrevious={() => go(index - 1)}
          onNext={() => go(index + 1)}
          atStart={index === 0}
          atEnd={index === last}
        />
      ) : null}
    </div>
  );
}
