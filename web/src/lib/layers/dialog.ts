import { signal } from '@preact/signals-react';

export interface DialogOptions {
  title: string;
  content: string;
  confirmText: string;
  /** Without it the dialog is an alert with one button. */
  cancelText?: string;
}

/** confirm / cancel: the two buttons; dismiss: Escape, which chooses neither. */
export type DialogResult = 'confirm' | 'cancel' | 'dismiss';

export interface DialogRequest extends DialogOptions {
  id: number;
  resolve: (result: DialogResult) => void;
  /** Set on close; handed to `resolve` once the dialog is gone, history entry and all. */
  result?: DialogResult;
}

/** Dialogs wait in line: a second one (say an error during the version notice) shows after the first. */
export const dialogQueue = signal<readonly DialogRequest[]>([]);

let nextId = 1;

export function openDialog(options: DialogOptions): Promise<DialogResult> {
  return new Promise((resolve) => {
    dialogQueue.value = [...dialogQueue.value, { ...options, id: nextId++, resolve }];
  });
}

export function closeDialog(id: number, result: DialogResult): void {
  const request = dialogQueue.value.find((d) => d.id === id);
  if (!request) return;
  request.result = result;
  dialogQueue.value = dialogQueue.value.filter((d) => d.id !== id);
}
