import { signal } from '@preact/signals-react';

/** True from a request's time-out until the user taps the screen to try again. */
export const timedOut = signal(false);

const retryListeners = new Set<() => void>();

/** Called by the request rules when a call got no answer within the time-out. */
export function reportTimeout(): void {
  timedOut.value = true;
}

/** Called with each tap on the time-out layer; the app retries what timed out. Returns the unsubscribe. */
export function onRetryAfterTimeout(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** The tap: the layer goes away and whatever timed out is asked for again. */
export function retryAfterTimeout(): void {
  if (!timedOut.value) return;
  timedOut.value = false;
  for (const listener of retryListeners) listener();
}
