import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/paths';
import { POPUP_LIST_PATH } from '@/entities/popup/path';
import { App } from './App';
import { bootstrapApp } from './bootstrap';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: 0, data }), {
    headers: { 'content-type': 'application/json' },
  });

const popupList = [
  {
    id: 1,
    title: 'Welcome',
    popradio: 0,
    links: JSON.stringify([{ image: '/media/image/a.jpg', type: 'vip' }]),
  },
];

function launch(launchPopup: Promise<void>) {
  window.location.hash = `#${ROUTES.home.path}`;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} launchPopup={launchPopup} />);
}

describe('launch with a popup on its way', () => {
  it('draws the page without waiting for the popup list', async () => {
    // Nothing answers, the popup list least of all: the page is drawn all the same (with its skeletons).
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    launch(new Promise(() => undefined));
    expect(await screen.findByRole('navigation', { name: 'Main sections' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
  });

  it('shows a due popup only once the page underneath has painted its content', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      // The page's own requests stay unanswered (it shows its skeletons): only the popup is asked about.
      return url.includes(POPUP_LIST_PATH) ? envelope(popupList) : new Promise<Response>(() => undefined);
    });
    let painted: () => void = () => undefined;
    launch(
      new Promise((resolve) => {
        painted = resolve;
      }),
    );
    expect(await screen.findByRole('navigation', { name: 'Main sections' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
    await act(async () => painted());
    expect(await screen.findByRole('dialog', { name: 'Welcome' }, { timeout: 5000 })).toBeTruthy();
  });
});
