import 'swiper/css';
import { type ReactNode, useRef } from 'react';
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
        <CarouselArrows
          labels={arrows}
          onPrevious={() => swiper.current?.slidePrev()}
          onNext={() => swiper.current?.slideNext()}
        />
      ) : null}
    </div>
  );
}
