import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The visitor's device id: generated once, then kept so the provider can tie visits together. */
export function getVisitorId(): string {
  const stored = readStorage(STORAGE_KEYS.visitorId);
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStorage(STORAGE_KEYS.visitorId, id);
  return id;
}
