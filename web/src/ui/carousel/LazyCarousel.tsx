import { lazy } from 'react';

/** Swiper is fetched the first time a carousel is actually drawn, never with the entry bundle. */
export const LazyCarousel = lazy(() => import('./Carousel'));
export type { CarouselProps } from './Carousel';
