import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { DETAIL_DEFER_MARGIN_PX } from '@/config/constants';

/**
 * Whether the element given `ref` has come within DETAIL_DEFER_MARGIN_PX of the viewport (once true, it stays; at
 * once where the browser has no IntersectionObserver).
 */
export function useNearViewport() {
  return useInView({ rootMargin: `${DETAIL_DEFER_MARGIN_PX}px 0px`, triggerOnce: true, fallbackInView: true });
}

/**
 * Draws its children once their place comes within DETAIL_DEFER_MARGIN_PX of the viewport (at once where the
 * browser has no IntersectionObserver). For the parts of a page below its first screen whose pictures or code
 * would otherwise be fetched with the page a shared link opens, competing with its main picture.
 */
export function WhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, inView } = useNearViewport();
  return (
    <div ref={ref} className={className ? `when-near ${className}` : 'when-near'}>
      {inView ? children : null}
    </div>
  );
}
