import { signal } from '@preact/signals-react';
import { readStorage, writeStorage } from './storage';

const STORAGE_KEY = 'djshop.keyLock';

/**
 * The user's deck habit: whether their decks keep the pitch when the tempo changes (key lock, master tempo).
 * It decides which suggestions mix (see `matchWorks`) and how the blend check plays the candidate. On unless the
 * user turned it off, which keeps the suggestions a first-time visitor sees by the keys as written.
 */
export const keyLock = signal(readStorage(STORAGE_KEY) !== 'off');

export function setKeyLock(on: boolean): void {
  keyLock.value = on;
  writeStorage(STORAGE_KEY, on ? 'on' : 'off');
}
