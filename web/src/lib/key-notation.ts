import { signal } from '@preact/signals-react';
import { type CamelotKey, camelotCode, parseKey } from './camelot';
import { t } from './i18n';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// How the app writes a musical key: Camelot codes (Mixed In Key's 8A), Open Key (beaTunes' free
// equivalent, 8A = 1m) or musical names (A minor). Every key the app shows goes through `formatKey`, so the
// user's choice (kept on the device beside the language) reaches lists, details, filters and the crate alike.

export const KEY_NOTATIONS = ['camelot', 'openKey', 'musical'] as const;
export type KeyNotation = (typeof KEY_NOTATIONS)[number];

const WHEEL = 12;
/** Open Key counts from C major / A minor, which Camelot numbers 8: 8A = 1m, 8B = 1d. */
const OPEN_KEY_OFFSET = 7;
const OPEN_KEY = /^(1[0-2]|[1-9])\s*([md])$/i;

/** The tonic of each wheel number, in DJ software's usual spelling; index 0 is number 1. */
const MINOR_TONICS = ['A♭', 'E♭', 'B♭', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F♯', 'D♭'] as const;
const MAJOR_TONICS = ['B', 'F♯', 'D♭', 'A♭', 'E♭', 'B♭', 'F', 'C', 'G', 'D', 'A', 'E'] as const;

function isNotation(value: string | null): value is KeyNotation {
  return (KEY_NOTATIONS as readonly (string | null)[]).includes(value);
}

function stored(): KeyNotation {
  const value = readStorage(STORAGE_KEYS.keyNotation);
  return isNotation(value) ? value : 'camelot';
}

export const keyNotation = signal<KeyNotation>(stored());

export function setKeyNotation(notation: KeyNotation): void {
  keyNotation.value = notation;
  writeStorage(STORAGE_KEYS.keyNotation, notation);
}

/** A key written in any of the three notations (or as the catalogue writes it) on the wheel, or null. */
export function readKey(text: string | null | undefined): CamelotKey | null {
  const open = OPEN_KEY.exec(text?.trim() ?? '');
  if (open) {
    const number = ((Number(open[1]) - 1 + OPEN_KEY_OFFSET) % WHEEL) + 1;
    return { number, mode: open[2]?.toLowerCase() === 'm' ? 'A' : 'B' };
  }
  return parseKey(text);
}

export function openKeyCode(key: CamelotKey): string {
  const number = ((key.number - 1 - OPEN_KEY_OFFSET + WHEEL) % WHEEL) + 1;
  return `${number}${key.mode === 'A' ? 'm' : 'd'}`;
}

/** The tonic and mode of a key: 8A is A minor, 8B C major. */
export function musicalName(key: CamelotKey): { tonic: string; mode: 'minor' | 'major' } {
  const tonics = key.mode === 'A' ? MINOR_TONICS : MAJOR_TONICS;
  return { tonic: tonics[key.number - 1] ?? '', mode: key.mode === 'A' ? 'minor' : 'major' };
}

/** A key in `notation`; text that is not a key is shown as it came. */
export function formatKey(text: string | null | undefined, notation: KeyNotation = keyNotation.value): string {
  const key = readKey(text);
  if (!key) return text?.trim() ?? '';
  if (notation === 'camelot') return camelotCode(key);
  if (notation === 'openKey') return openKeyCode(key);
  const { tonic, mode } = musicalName(key);
  return t(`keys.${mode}`, { tonic });
}
