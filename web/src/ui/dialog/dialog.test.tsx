import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DialogResult, dialogQueue, openDialog } from '@/lib/layers/dialog';
import { DialogHost } from './Dialog';

beforeEach(() => {
  dialogQueue.value = [];
});

function open(cancel = true) {
  let result: Promise<DialogResult> = Promise.resolve('dismiss');
  act(() => {
    result = openDialog({
      title: 'Notice',
      content: 'Body',
      confirmText: 'OK',
      ...(cancel ? { cancelText: 'No' } : {}),
    });
  });
  return result;
}

describe('dialog', () => {
  it('is a labelled modal dialog with focus on the confirm button once it is painted', async () => {
    render(<DialogHost />);
    const before = document.activeElement;
    void open();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBe(dialog);
    // Not in the task that renders it (see useFocusTrap), but a frame later.
    expect(document.activeElement).toBe(before);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' })));
  });

  it('resolves confirm and cancel from the buttons', async () => {
    render(<DialogHost />);
    const first = open();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await first).toBe('confirm');
    const second = open();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await second).toBe('cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    render(<DialogHost />);
    const result = open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(await result).toBe('dismiss');
  });

  it('traps Tab focus inside', async () => {
    render(<DialogHost />);
    void open();
    const ok = screen.getByRole('button', { name: 'OK' });
    const no = screen.getByRole('button', { name: 'No' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(no);
    fireEvent.keyDown(no, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    act(() => fireEvent.click(ok));
  });

  it('shows queued dialogs one after another', async () => {
    render(<DialogHost />);
    const first = open(false);
    let second: Promise<DialogResult> = Promise.resolve('dismiss');
    act(() => {
      second = openDialog({ title: 'Second', content: '', confirmText: 'Fine' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fine' }));
    expect(await second).toBe('confirm');
  });
});

describe('dialog and the back button', () => {
  it('owns a history entry and closes (dismiss) when back pops it', async () => {
    render(<DialogHost />);
    const result = open();
    expect(window.history.state).toMatchObject({ djshopOverlay: expect.any(String) });
    // The browser went back: the dialog's entry is gone.
    window.history.replaceState(null, '');
    const routerSaw = { count: 0 };
    const routerListener = () => {
      routerSaw.count += 1;
    };
    window.addEventListener('popstate', routerListener);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    window.removeEventListener('popstate', routerListener);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await result).toBe('dismiss');
    // The router never heard of it, so the page underneath stays.
    expect(routerSaw.count).toBe(0);
  });
});
