import { retryableLazy } from '@/ui/lazy/retryableLazy';

const loadCarousel = () => import('./Carousel');

/** Swiper is fetched the first time a carousel is actually drawn, never with the entry bundle. */
export const LazyCarousel = retryableLazy(loadCarousel);
export type { CarouselProps } from './Carousel';

/**
 * Starts fetching Swiper's code ahead of the first draw. A failure is left to LazyCarousel, which imports
 * again when it is drawn.
 */
export function preloadCarousel(): void {
  loadCarousel().catch(() => undefined);
}
