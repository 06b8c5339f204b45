import { computed, signal } from '@preact/signals-react';
import { readStorage, removeStorage, SESSION_STORAGE_KEYS, STORAGE_KEYS, writeStorage } from './storage';

export const token = signal<string | null>(readStorage(STORAGE_KEYS.token));
/** The WeChat openId, when one was obtained; SMS login sends it so the provider can bind the account. */
export const openId = signal<string | null>(readStorage(STORAGE_KEYS.openId));
export const isLoggedIn = computed(() => Boolean(token.value));

export function setToken(value: string): void {
  token.value = value;
  writeStorage(STORAGE_KEYS.token, value);
}

export function clearToken(): void {
  token.value = null;
  removeStorage(STORAGE_KEYS.token);
}

/** Log-out on this device: the user's token and records go, the device's own records stay. */
export function endLocalSession(): void {
  token.value = null;
  openId.value = null;
  for (const key of SESSION_STORAGE_KEYS) removeStorage(key);
}

export function setOpenId(value: string): void {
  openId.value = value;
  writeStorage(STORAGE_KEYS.openId, value);
}

/** Remembers where the user was (the hash location) so login can bring them back. */
export function rememberLocation(location: string): void {
  if (location) writeStorage(STORAGE_KEYS.returnTo, location);
}

/** The remembered location, once: it is forgotten as it is read. */
export function takeRememberedLocation(): string | null {
  const location = readStorage(STORAGE_KEYS.returnTo);
  removeStorage(STORAGE_KEYS.returnTo);
  return location;
}

export function currentHashLocation(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}
