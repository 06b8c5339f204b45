import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offline, recheckConnection, reportNetworkFailure, setConnectivityProbe } from '@/lib/layers/no-network';
import { retryableLazy } from './retryableLazy';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

afterEach(() => {
  offline.value = false;
  vi.restoreAllMocks();
});

describe('retryableLazy', () => {
  it('leaves a part whose code failed out, keeps the rest, and imports it again once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    const LazyPart = retryableLazy(importer);

    render(
      <main>
        <nav>tabs</nav>
        <Suspense fallback={null}>
          <LazyPart label="the part" />
        </Suspense>
      </main>,
    );
    await act(async () => {
      reportNetworkFailure();
      await Promise.resolve();
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('tabs')).toBeTruthy();
    expect(screen.queryByText('the part')).toBeNull();

    setConnectivityProbe(async () => true);
    await act(async () => {
      await recheckConnection();
    });
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('tabs')).toBeTruthy();
  });

  it('does not ask again for code that fails while the connection is up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn<() => Promise<{ default: typeof Part }>>().mockRejectedValue(new Error('404'));
    const LazyPart = retryableLazy(importer);
    render(
      <Suspense fallback={null}>
        <LazyPart label="the part" />
      </Suspense>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('the part')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
