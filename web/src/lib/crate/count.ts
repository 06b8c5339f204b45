import { signal } from '@preact/signals-react';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

// The crate's size alone, stored beside it, so the shell's badge can show it without reading or loading the
// crate itself (lib/crate/crate.ts keeps it up to date).
export const crateCount = signal(Math.max(0, Math.trunc(Number(readStorage(STORAGE_KEYS.crateCount))) || 0));
