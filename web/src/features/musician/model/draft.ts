import { useEffect, useState } from 'react';
import { readStorage, removeStorage, type STORAGE_KEYS, writeStorage } from '@/lib/storage';
import type { UploadItem } from '@/ui/upload/model';

export type DraftKey = (typeof STORAGE_KEYS)['applyDraft' | 'songDraft' | 'albumDraft'];

/**
 * Reads a kept draft over the form's empty values. Only the fields the empty form has, of the same type, are
 * taken: the stored text may come from an older version of the form or have been edited by hand.
 */
export function readDraft<T extends Record<string, unknown>>(key: DraftKey, empty: T): T {
  const raw = readStorage(key);
  if (!raw) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof parsed !== 'object' || parsed === null) return empty;
  const stored = parsed as Record<string, unknown>;
  const result: Record<string, unknown> = { ...empty };
  for (const [field, value] of Object.entries(empty)) {
    const candidate = stored[field];
    if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value) result[field] = candidate;
  }
  return result as T;
}

/** Files still being sent, or failed, cannot come back after a reload: only finished uploads are kept. */
export function keptUploads(items: readonly UploadItem[]): UploadItem[] {
  return items
    .filter(
      (item): item is UploadItem =>
        typeof item === 'object' &&
        item !== null &&
        item.status === 'success' &&
        typeof item.url === 'string' &&
        !item.url.startsWith('blob:'),
    )
    .map((item) => ({ ...item, progress: 1 }));
}

/**
 * A form state kept on the device as it changes, until it is submitted or discarded (`discard` empties the
 * form; an empty form is not kept).
 */
export function useDraft<T extends Record<string, unknown>>(key: DraftKey, empty: T, restore: (draft: T) => T) {
  const [initial] = useState(() => ({ empty, text: JSON.stringify(empty) }));
  const [value, setValue] = useState<T>(() => restore(readDraft(key, empty)));
  useEffect(() => {
    const text = JSON.stringify(value);
    if (text === initial.text) removeStorage(key);
    else writeStorage(key, text);
  }, [key, value, initial]);
  return {
    value,
    setValue,
    /** The setter of one field, for a control's `onValue`/`onChange`. */
    field:
      <K extends keyof T>(name: K) =>
      (next: T[K]) =>
        setValue((current) => ({ ...current, [name]: next })),
    discard: () => {
      removeStorage(key);
      setValue(initial.empty);
    },
  };
}
