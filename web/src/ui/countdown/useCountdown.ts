import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started by `start()`; 0 when idle. */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
