import { ChevronLeft, ChevronRight } from 'lucide-react';
import 'swiper/css';
import { type ReactNode, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

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
  return (
    <div className={className ? `carousel ${className}` : 'carousel'}>
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
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={arrows.previous}
            onClick={() => swiper.current?.slidePrev()}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={arrows.next}
            onClick={() => swiper.current?.slideNext()}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </>
      ) : null}
    </div>
  );
}
