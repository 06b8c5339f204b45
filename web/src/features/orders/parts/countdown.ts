import { useEffect, useState } from 'react';

/** mm:ss of a number of seconds (rounded up, never below zero). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds from now (on the provider's clock: the phone's plus `skewMs`) until `expiretime`, or null. */
export function secondsLeft(expiretime: number | null, skewMs: number, nowMs = Date.now()): number | null {
  return expiretime === null ? null : expiretime - (nowMs + skewMs) / 1000;
}

/** Seconds until the provider cancels the unpaid order, ticking; calls `onExpired` once it is due. */
export function useSecondsLeft(expiretime: number | null, skewMs: number, onExpired: () => void): number | null {
  const [value, setValue] = useState(() => secondsLeft(expiretime, skewMs));
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the deadline or clock changes
  useEffect(() => {
    setValue(secondsLeft(expiretime, skewMs));
    if (expiretime === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(expiretime, skewMs);
      setValue(next);
      if (next !== null && next <= 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiretime, skewMs]);
  return value;
}
