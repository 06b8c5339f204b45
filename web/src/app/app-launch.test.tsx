import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_POPUP_WAIT_MS } from '@/config/constants';
import { ROUTES } from '@/config/paths';
import { App } from './App';
import { bootstrapApp } from './bootstrap';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: 0, data }), {
    headers: { 'content-type': 'application/json' },
  });

function launch() {
  window.location.hash = `#${ROUTES.home.path}`;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} launchPopup />);
}

const tabBar = () => screen.queryByRole('navigation', { name: 'Main sections' });

afterEach(() => {
  vi.useRealTimers();
});

describe('launch with a popup on its way', () => {
  it('draws the page as soon as the popup list says none is due', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    launch();
    expect(await screen.findByRole('navigation', { name: 'Main sections' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not let a popup list that never answers hold the page back longer than the wait', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    launch();
    await act(async () => {
      vi.advanceTimersByTime(LAUNCH_POPUP_WAIT_MS - 1);
      await vi.dynamicImportSettled();
    });
    expect(tabBar()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('navigation', { name: 'Main sections' })).toBeTruthy();
  });
});
