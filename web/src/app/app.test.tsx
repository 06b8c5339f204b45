import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCrate, flushCrateSave, importToCrate } from '@/lib/crate/crate';
import { dialogQueue } from '@/lib/layers/dialog';
import { stop } from '@/lib/player';
import { tracksOf } from '@/lib/player/track';
import { routePath } from '@/lib/routes';
import { STORAGE_KEYS } from '@/lib/storage';
import { musicGoods } from '@/test/goods';
import { warmPages } from '@/test/warm-pages';
import { App } from './App';
import { bootstrapApp } from './bootstrap';
import { installGlobalErrorHandlers, reportError } from './global-errors';

function renderAt(hash: string) {
  window.location.hash = hash;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} />);
  return parts;
}

beforeEach(() => {
  dialogQueue.value = [];
});

warmPages('home', 'help', 'cart', 'login', 'crate');

describe('app shell', () => {
  it('sends an unknown route to the 404 page', async () => {
    const router = renderAt('#/no/such/page').router();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.current().pathname).toBe(routePath('notFound'));
  });

  it('shows the tab bar with the current tab on a tab page, plus the help button', async () => {
    renderAt(`#${routePath('vip')}`);
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toContain('VIP');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Help centre' })).toBeTruthy();
  });

  it('treats / as the home tab', async () => {
    renderAt('#/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    expect(document.querySelector('[aria-current="page"]')?.textContent).toContain('Home');
  });

  it('opens help from the floating button; help stores its visit and has no help button', async () => {
    const router = renderAt(`#${routePath('home')}`).router();
    fireEvent.click(await screen.findByRole('button', { name: 'Help centre' }));
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 })).toBeTruthy();
    expect(router.current().pathname).toBe(routePath('help'));
    // The frame's title shows from the route table while the page's code may still be on its way; the visit is
    // stored once the page itself has mounted.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.helpVisitedAt)).toMatch(/^\d+$/));
    expect(screen.queryByRole('button', { name: 'Help centre' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });

  it('floats the way to the crate while nothing plays, but not on the crate page, where it would lead nowhere', async () => {
    // Nothing plays (the files of a worker share the player): a playing track's bar keeps its own crate link.
    stop();
    importToCrate(tracksOf([musicGoods(1, 126, '8A'), musicGoods(2, 126, '8A')]));
    try {
      renderAt(`#${routePath('home')}`);
      expect(await screen.findByRole('link', { name: 'Crate, 2 tracks' })).toBeTruthy();
      act(() => {
        window.location.hash = `#${routePath('crate')}`;
      });
      expect(await screen.findByText('Track 2')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Crate, 2 tracks' })).toBeNull();
    } finally {
      clearCrate();
      flushCrateSave();
    }
  });

  it('opens the cache tutorial for help?type=Cache', async () => {
    renderAt(`#${routePath('help')}?type=Cache`);
    expect(await screen.findByRole('heading', { name: 'How to clear the cache' })).toBeTruthy();
  });

  it('the cross page forwards to its url', async () => {
    const router = renderAt(`#${routePath('cross')}?url=${encodeURIComponent(routePath('login'))}`).router();
    await waitFor(() => expect(router.current().pathname).toBe(routePath('login')));
  });

  it('switches tabs through the tab bar', async () => {
    const router = renderAt(`#${routePath('home')}`).router();
    fireEvent.click(await screen.findByRole('link', { name: /Cart/ }));
    await waitFor(() => expect(router.current().pathname).toBe(routePath('cart')));
  });
});

describe('global errors', () => {
  it('an unhandled rejection opens the system error modal; 清理教程 opens the cache help', async () => {
    const router = renderAt(`#${routePath('home')}`).router();
    await screen.findByRole('heading', { name: 'Home' });
    const uninstall = installGlobalErrorHandlers();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('boom'), promise: Promise.resolve() });
    act(() => {
      window.dispatchEvent(event);
    });
    const dialog = await screen.findByRole('dialog', { name: '系统异常' });
    expect(dialog.textContent).toContain('Error: boom');
    expect(dialog.textContent).toContain('clear the cache');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清理教程' }));
    await waitFor(() => expect(router.current().search).toBe('?type=Cache'));
    expect(router.current().pathname).toBe(routePath('help'));
    uninstall();
  });

  it('shows one modal at a time', async () => {
    renderAt(`#${routePath('home')}`);
    act(() => {
      reportError(new Error('first'));
      reportError(new Error('second'));
    });
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(dialogQueue.value).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
