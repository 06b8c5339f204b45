import { type TouchEvent, useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MOVE_TOLERANCE_PX, LONG_PRESS_MS } from '@/config/constants';

export interface LongPressHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
}

/**
 * One finger held for 350 ms. Moving more than 10 px in x or y, lifting, or a second finger cancels it.
 */
export function useLongPress(onLongPress: () => void): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const callback = useRef(onLongPress);
  callback.current = onLongPress;

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    onTouchStart: (event) => {
      cancel();
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return;
      start.current = { x: touch.clientX, y: touch.clientY };
      timer.current = setTimeout(() => {
        timer.current = undefined;
        start.current = null;
        callback.current();
      }, LONG_PRESS_MS);
    },
    onTouchMove: (event) => {
      const touch = event.touches[0];
      if (!start.current || !touch) return;
      const dx = Math.abs(touch.clientX - start.current.x);
      const dy = Math.abs(touch.clientY - start.current.y);
      if (event.touches.length > 1 || dx > LONG_PRESS_MOVE_TOLERANCE_PX || dy > LONG_PRESS_MOVE_TOLERANCE_PX) {
        cancel();
      }
    },
    onTouchEnd: cancel,
    onTouchCancel: cancel,
  };
}
