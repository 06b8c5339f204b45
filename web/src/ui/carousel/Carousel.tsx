import 'swiper/css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useInView } from 'react-intersection-observer';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CarouselArrows } from './CarouselArrows';

export interface CarouselProps {
  slides: readonly { key: string | number; content: ReactNode }[];
  /** Names for the previous / next buttons; without them no arrows are drawn. */
  arrows?: { previous: string; next: string };
  autoplayMs?: number;
  /** The slide shown first (0 when not given). */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** Swiper behind a small interface; this module is only ever loaded through LazyCarousel. */
export default function Carousel({
  slides,
  arrows,
  autoplayMs,
  initialIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const swiper = useRef<SwiperInstance | null>(null);
  // Swiper's autoplay asks for a frame on every frame while it runs, to count down to the next turn: a phone kept
  // drawing frames for a banner behind another tab (Home stays mounted, hidden) or scrolled out of sight. It runs
  // while the carousel is on screen (always where the browser cannot tell).
  const { ref, inView } = useInView({ fallbackInView: true });
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplayMs || !autoplay) return;
    if (inView && !autoplay.running) autoplay.start();
    if (!inView && autoplay.running) autoplay.stop();
  }, [inView, autoplayMs]);
  return (
    <div ref={ref} className={className ? `carousel ${className}` : 'carousel'}>
      <Swiper
        modules={[A11y, Autoplay]}
        a11y={{ enabled: true }}
        initialSlide={initialIndex}
        loop={slides.length > 1 && autoplayMs !== undefined}
        {...(autoplayMs ? { autoplay: { delay: autoplayMs, disableOnInteraction: false } } : {})}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        onSlideChange={(instance) => onIndexChange?.(instance.realIndex)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      {arrows && slides.length > 1 ? (
        <CarouselArrows
          labels={arrows}
          onPrevious={() => swiper.current?.slidePrev()}
          onNext={() => swiper.current?.slideNext()}
        />
      ) : null}
    </div>
  );
}
