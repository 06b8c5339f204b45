import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface CarouselArrowsProps {
  labels: { previous: string; next: string };
  onPrevious: () => void;
  onNext: () => void;
  /** At the first or last slide: the arrow stays focusable (aria-disabled), so a keyboard user's focus stays. */
  atStart?: boolean;
  atEnd?: boolean;
}

/** The previous and next buttons both carousels draw over their slides. */
export function CarouselArrows({ labels, onPrevious, onNext, atStart = false, atEnd = false }: CarouselArrowsProps) {
  return (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--prev"
        aria-label={labels.previous}
        aria-disabled={atStart}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" size={24} />
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label={labels.next}
        aria-disabled={atEnd}
        onClick={onNext}
      >
        <ChevronRight aria-hidden="true" size={24} />
      </button>
    </>
  );
}
