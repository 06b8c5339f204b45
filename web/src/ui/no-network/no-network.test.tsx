import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Z_INDEX_NO_NETWORK } from '@/config/constants';
import { offline, onConnectionRestored, reportNetworkFailure, setConnectivityProbe } from '@/lib/layers/no-network';
import { NoNetwork } from './NoNetwork';

beforeEach(() => {
  offline.value = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('no-network overlay', () => {
  it('appears on a failed request, on layer 10080', () => {
    expect(Z_INDEX_NO_NETWORK).toBe(10_080);
    render(<NoNetwork />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => reportNetworkFailure());
    const overlay = screen.getByRole('alertdialog', { name: 'No network connection' });
    expect(overlay.style.zIndex).toBe('10080');
  });

  it('appears when the browser goes offline', () => {
    render(<NoNetwork />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('retry keeps it while the check fails and removes it once the connection works', async () => {
    const probe = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    setConnectivityProbe(probe);
    const restored = vi.fn();
    const stop = onConnectionRestored(restored);
    render(<NoNetwork />);
    act(() => reportNetworkFailure());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(restored).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not ask the network while navigator.onLine is false', async () => {
    const probe = vi.fn().mockResolvedValue(true);
    setConnectivityProbe(probe);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(<NoNetwork />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(probe).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
