import { retryableLazy } from '@/ui/lazy/retryableLazy';

/** Swiper is fetched the first time a carousel is actually drawn, never with the entry bundle. */
export const LazyCarousel = retryableLazy(() => import('./Carousel'));
export type { CarouselProps } from './Carousel';
