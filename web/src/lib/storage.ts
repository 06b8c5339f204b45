// Named local-storage keys and safe accessors. Private browsing modes can throw on any storage access;
// the app then behaves as on a first visit instead of crashing.

export const STORAGE_KEYS = {
  token: 'djshop.token',
  openId: 'djshop.openId',
  visitorId: 'djshop.visitorId',
  returnTo: 'djshop.returnTo',
  locale: 'djshop.locale',
  versionTimestamp: 'djshop.versionTimestamp',
  helpVisitedAt: 'djshop.helpVisitedAt',
  // Unsent forms of the musician's pages, kept until submitted or discarded.
  applyDraft: 'djshop.draft.musicianApply',
  songDraft: 'djshop.draft.songUpload',
  albumDraft: 'djshop.draft.albumUpload',
  // The last shipping address a physical order used, offered again next time.
  shippingAddress: 'djshop.shippingAddress',
  circleDraft: 'djshop.circleDraft',
  /** The profile form's unsaved text (account/model/profile-draft.ts). */
  profileDraft: 'djshop.profileDraft',
  // The DJ's crate (lib/crate): the device's, so it stays through log-out; the count alone for the badge.
  crate: 'djshop.crate',
  crateCount: 'djshop.crate.count',
  crateResume: 'djshop.crate.resume',
  /** A stored crate that could not be read, kept aside rather than overwritten. */
  crateBackup: 'djshop.crate.backup',
  /** How keys are written (lib/key-notation), kept beside the language. */
  keyNotation: 'djshop.keyNotation',
} as const;

/**
 * What belongs to the signed-in user and goes at log-out. The language, the launch popups' close times,
 * the version timestamp, the help visit and the device's visitor id describe the device and stay.
 */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.openId,
  STORAGE_KEYS.returnTo,
  STORAGE_KEYS.profileDraft,
  // An article being written is the user's too: the next person on this device must not find it.
  STORAGE_KEYS.circleDraft,
  // So are a musician's unsent forms (the application holds a real name and an ID number).
  STORAGE_KEYS.applyDraft,
  STORAGE_KEYS.songDraft,
  STORAGE_KEYS.albumDraft,
] as const;

/** When a launch popup was last closed (ms since epoch), one key per popup. */
export function popupClosedKey(id: number): `djshop.popupClosed.${number}` {
  return `djshop.popupClosed.${id}`;
}

/**
 * Keys named by the lazily loaded module that owns them, typed here so that every key still passes through this
 * file's accessors, without adding their names to the first visit's script: the DJ's key-lock habit
 * (lib/key-lock.ts), a device setting like the language, which stays at log-out.
 */
type LazyStorageKey = 'djshop.keyLock';

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | ReturnType<typeof popupClosedKey>
  | LazyStorageKey;

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

/** Writes and says whether the value was kept (false when storage is full or blocked, as in private mode). */
export function tryWriteStorage(key: StorageKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
