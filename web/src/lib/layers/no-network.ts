import { signal } from '@preact/signals-react';
import { originAnswers } from '@/lib/api/connectivity';

// navigator.onLine === false is reliable; true is not (a captive portal, a dead proxy), so a request that
// never got an answer is the real signal that the connection is gone.

export const offline = signal(false);
export const checking = signal(false);
/** How many times the connection has come back; lets a part tell whether it failed before or after. */
export const restoredCount = signal(0);

type Probe = () => Promise<boolean>;

let probe: Probe = originAnswers;
const restoredListeners = new Set<() => void>();

export function setConnectivityProbe(next: Probe): void {
  probe = next;
}

/** Called when the connection comes back (the app refetches what failed). */
export function onConnectionRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

export function reportNetworkFailure(): void {
  offline.value = true;
}

/** The retry button: the overlay goes away only when the connection really works again. */
export async function recheckConnection(): Promise<boolean> {
  checking.value = true;
  try {
    const online = navigator.onLine !== false && (await probe());
    if (online && offline.value) {
      offline.value = false;
      restoredCount.value += 1;
      for (const listener of restoredListeners) listener();
    }
    return online;
  } finally {
    checking.value = false;
  }
}

/** Follows the browser's offline / online events; returns the unsubscribe. */
export function watchConnection(view: Window = window): () => void {
  if (view.navigator.onLine === false) offline.value = true;
  const goOffline = () => {
    offline.value = true;
  };
  const goOnline = () => void recheckConnection();
  view.addEventListener('offline', goOffline);
  view.addEventListener('online', goOnline);
  return () => {
    view.removeEventListener('offline', goOffline);
    view.removeEventListener('online', goOnline);
  };
}
