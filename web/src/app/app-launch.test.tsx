import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentPainted } from '@/lib/content-painted';
import { routePath } from '@/lib/routes';
import { warmPages } from '@/test/warm-pages';
import { App } from './App';
import { bootstrapApp } from './bootstrap';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: 0, data }), {
    headers: { 'content-type': 'application/json' },
  });

const POPUP_LIST = '/api/h5.index/getPopup';

const popup = {
  id: 9,
  title: 'Welcome gift',
  popradio: 0,
  links: JSON.stringify([{ image: '/media/image/a.svg', type: 'vip' }]),
};

afterEach(() => {
  contentPainted.value = false;
});

// Home's code, transformed on first import, which under Vitest can take longer than the watch's caps: loaded
// beforehand, as a browser's download would be, so the watch meets the page's own requests.
warmPages('home');

describe('launch with a popup on its way', () => {
  it('draws the page first, asks for the popup list once its requests are answered, and shows the popup once it has drawn', async () => {
    const requested: string[] = [];
    const pageAnswered: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      requested.push(url);
      if (url.includes(POPUP_LIST)) return envelope([popup]);
      // The page's own requests are answered a little later, as from a network.
      await new Promise((resolve) => setTimeout(resolve, 30));
      pageAnswered.push(url);
      // Lists come as a page of results on Home; an empty page reads as nothing to show in every section.
      return envelope({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 5 });
    });
    // The launch frame of index.html, which the shell removes as the first page mounts.
    const shell = document.createElement('header');
    shell.id = 'launch-shell';
    document.body.append(shell);
    window.location.hash = `#${routePath('home')}`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} launchPopup />);

    const painted: boolean[] = [];
    const stop = contentPainted.subscribe((value) => painted.push(value));
    expect(await screen.findByRole('navigation', { name: 'Main sections' }, { timeout: 10_000 })).toBeTruthy();

    expect(await screen.findByRole('dialog', { name: 'Welcome gift' }, { timeout: 5000 })).toBeTruthy();
    stop();
    // The popup came only once the page had drawn its content.
    expect(painted).toEqual([false, true]);
    const popupAt = requested.findIndex((url) => url.includes(POPUP_LIST));
    // Every request the page made had been answered before the popup's list was asked for.
    const pageRequests = requested.slice(0, popupAt);
    expect(pageRequests.length).toBeGreaterThan(0);
    await waitFor(() => expect(pageRequests.every((url) => pageAnswered.includes(url))).toBe(true));
    expect(contentPainted.value).toBe(true);
  });
});
