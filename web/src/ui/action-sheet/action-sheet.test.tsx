import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionSheet } from './ActionSheet';

const items = [
  { key: 'camera', label: 'Camera' },
  { key: 'album', label: 'Album' },
] as const;

describe('action sheet', () => {
  it('is a modal dialog whose choice closes it and is reported', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<ActionSheet title="Pick" items={items} onSelect={onSelect} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Pick' }).getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Camera' })));
    fireEvent.click(screen.getByRole('button', { name: 'Album' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledWith('album');
  });

  it('closes on Escape and on Cancel, and keeps Tab inside', () => {
    const onClose = vi.fn();
    render(<ActionSheet title="Pick" items={items} onSelect={() => {}} onClose={onClose} />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Camera' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
