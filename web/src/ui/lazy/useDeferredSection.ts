import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { SECTION_DEFER_MARGIN_PX } from '@/config/constants';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * For a section below a page's largest paint (mixes, comments): `ready` once the section comes near the
 * viewport, or once `after` holds (the page's main picture is on screen) and a frame has been painted since,
 * whichever comes first. Its requests and pictures then never compete with what the visitor sees first.
 * Attach `ref` to the section.
 */
export function useDeferredSection(after = true) {
  const { ref, inView } = useInView({ rootMargin: `${SECTION_DEFER_MARGIN_PX}px 0px`, triggerOnce: true });
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!after || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [after, painted]);
  return { ref, ready: inView || painted };
}
