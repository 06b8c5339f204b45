/**
 * Runs `callback` once the browser has painted the next frame: a requestAnimationFrame callback runs before
 * that frame's paint, and a task queued from it runs after. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How much of an idle moment is left, in ms (the browser's IdleDeadline, or a short slice without one). */
export interface IdleTime {
  timeRemaining(): number;
}

/** The slice given to a `whenIdle` callback where the browser has no idle callbacks. */
const FALLBACK_IDLE_SLICE_MS = 5;

/**
 * Runs `callback` when the page is next idle (after the frames and tasks already due), at the latest after
 * `timeoutMs` when given; where there is no idle callback, in a task of its own. Returns a cancel function.
 */
export function whenIdle(callback: (idle: IdleTime) => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => {
    const start = performance.now();
    callback({ timeRemaining: () => Math.max(0, FALLBACK_IDLE_SLICE_MS - (performance.now() - start)) });
  }, 0);
  return () => clearTimeout(timer);
}
