import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type VersionCheckOutcome = 'unavailable' | 'first-launch' | 'current' | 'reloaded' | 'help' | 'dismissed';

export interface VersionCheckDeps {
  /** The build timestamp of the deployed version file, or null when it cannot be read. */
  fetchTimestamp(): Promise<number | null>;
  /** Asks the user: confirm clears and reloads, cancel opens the cache tutorial. */
  ask(): Promise<'confirm' | 'cancel' | 'dismiss'>;
  clearCaches(): Promise<void>;
  reload(): void;
  openCacheHelp(): void;
}

/**
 * Compares the deployed version with the one stored at the last update. A first launch stores it
 * silently; a difference means the browser may hold stale files, so the user is asked to refresh.
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<VersionCheckOutcome> {
  const remote = await deps.fetchTimestamp();
  if (remote === null) return 'unavailable';
  const stored = readStorage(STORAGE_KEYS.versionTimestamp);
  if (stored === null) {
    writeStorage(STORAGE_KEYS.versionTimestamp, String(remote));
    return 'first-launch';
  }
  if (stored === String(remote)) return 'current';
  const answer = await deps.ask();
  if (answer === 'confirm') {
    writeStorage(STORAGE_KEYS.versionTimestamp, String(remote));
    await deps.clearCaches();
    deps.reload();
    return 'reloaded';
  }
  if (answer === 'cancel') {
    deps.openCacheHelp();
    return 'help';
  }
  return 'dismissed';
}

/** Reads `{origin}/version.json`, bypassing every cache. */
export async function fetchVersionTimestamp(origin: string = window.location.origin): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/version.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const timestamp = (body as { timestamp?: unknown } | null)?.timestamp;
    return typeof timestamp === 'number' && Number.isFinite(timestamp) ? timestamp : null;
  } catch {
    // The dev server has no version file, and a flaky start should not block the app.
    return null;
  }
}

/** Drops what Cache Storage holds for this origin, where the browser supports it. */
export async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}
