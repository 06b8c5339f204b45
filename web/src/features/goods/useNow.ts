import { useEffect, useState } from 'react';

/** The current Unix time in seconds, updated every second while the component is mounted (time-left labels). */
export function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Seconds left until `end`, never below 0, as `1d 02:03:04` or `02:03:04`. */
export function formatTimeLeft(end: number, now: number): string {
  const left = Math.max(0, end - now);
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}
