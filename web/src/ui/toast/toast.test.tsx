import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_FRAMEWORK_MS, TOAST_KIT_MS, Z_INDEX_TOAST } from '@/config/constants';
import { hideToast, showToast, toast } from '@/lib/layers/toast';
import { Toast } from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
  hideToast();
});
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('lasts 1500 ms for the framework toast', () => {
    showToast('Saved');
    vi.advanceTimersByTime(TOAST_FRAMEWORK_MS - 1);
    expect(toast.value?.message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(toast.value).toBeNull();
  });

  it('lasts 2000 ms for the kit toast', () => {
    showToast('Saved', 'kit');
    vi.advanceTimersByTime(TOAST_KIT_MS - 1);
    expect(toast.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast.value).toBeNull();
  });

  it('a new toast replaces the current one and restarts the timer', () => {
    showToast('First');
    vi.advanceTimersByTime(1000);
    showToast('Second');
    vi.advanceTimersByTime(1000);
    expect(toast.value?.message).toBe('Second');
    vi.advanceTimersByTime(TOAST_FRAMEWORK_MS - 1000);
    expect(toast.value).toBeNull();
  });

  it('renders in a live region on the toast layer', () => {
    render(<Toast />);
    act(() => showToast('复制成功'));
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('复制成功');
    expect(region.style.zIndex).toBe(String(Z_INDEX_TOAST));
  });
});
