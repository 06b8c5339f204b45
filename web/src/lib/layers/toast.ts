import { signal } from '@preact/signals-react';
import { TOAST_FRAMEWORK_MS, TOAST_KIT_MS } from '@/config/constants';

/** framework = the page framework's toast (1500 ms); kit = the UI kit's toast (2000 ms). */
export type ToastKind = 'framework' | 'kit';

export interface ToastState {
  /** Changes with every toast so the view restarts even for the same text. */
  id: number;
  message: string;
  durationMs: number;
}

export const toast = signal<ToastState | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/** Shows a toast; a new one replaces the current toast and restarts the timer. */
export function showToast(message: string, kind: ToastKind = 'framework'): void {
  if (!message) return;
  const durationMs = kind === 'kit' ? TOAST_KIT_MS : TOAST_FRAMEWORK_MS;
  if (timer !== undefined) clearTimeout(timer);
  toast.value = { id: nextId++, message, durationMs };
  timer = setTimeout(hideToast, durationMs);
}

export function hideToast(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  toast.value = null;
}
