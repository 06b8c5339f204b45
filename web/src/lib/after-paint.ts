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

/** The Element Timing entry (not yet in TypeScript's DOM types). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly identifier: string;
}

/**
 * Whether the browser reports the paint of elements marked with an `elementtiming` attribute (Chromium does,
 * Safari does not). A picture's load, even its decode, can come frames before the picture is on screen; this
 * report is the browser's own word that it is.
 */
export function reportsElementPaint(): boolean {
  // supportedEntryTypes itself is missing from older WebViews, whatever the DOM types say.
  return (
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element') === true
  );
}

/**
 * Runs `callback` once an element whose `elementtiming` attribute is `identifier` has been painted (earlier
 * paints count too). Only where reportsElementPaint(). Returns a cancel function.
 */
export function whenElementPainted(identifier: string, callback: () => void): () => void {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as ElementTimingEntry).identifier === identifier)) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'element', buffered: true });
  return () => observer.disconnect();
}
