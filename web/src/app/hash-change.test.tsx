import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routePath } from '@/lib/routes';
import { STORAGE_KEYS } from '@/lib/storage';
import { warmPages } from '@/test/warm-pages';
import { App } from './App';
import { bootstrapApp } from './bootstrap';

// docs/behaviour.md#navigation: the app follows a hash change to any route, tabs included, as if the user had navigated
// there. A browser sets the hash (a link in content, the address bar) as a new history entry without state
// and fires popstate; the test browser only fires hashchange, so the test does what the browser does.
function setHash(path: string) {
  act(() => {
    window.history.pushState(null, '', `#${path}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

function currentTab(): string | null | undefined {
  return screen.getByRole('navigation', { name: 'Main sections' }).querySelector('[aria-current="page"]')?.textContent;
}

warmPages('home', 'vip', 'help', 'singleDetail', 'category', 'login', 'myCollection');

describe('a hash change while the app is open', () => {
  it('shows the tab it names, then a page, then the other tab', async () => {
    window.location.hash = `#${routePath('home')}`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);
    // The first page waits for its code and strings.
    expect(await screen.findByRole('heading', { name: 'Home' }, { timeout: 5000 })).toBeTruthy();

    setHash(routePath('vip'));
    expect(await screen.findByRole('heading', { name: 'VIP' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(currentTab()).toContain('VIP');

    setHash(routePath('help'));
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'VIP' })).toBeNull();

    setHash(routePath('home'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Help centre', level: 1 })).toBeNull();
    expect(currentTab()).toContain('Home');
    expect(parts.router().current().pathname).toBe(routePath('home'));
  });

  // WebKit (the iPhone's engine) moved the address to a tab while a track page stayed on screen: it can change
  // the hash with only a hashchange the router hears, or with a popstate that comes before the address has
  // changed. Either way the app follows the address.
  const frameTitle = () =>
    [...document.querySelectorAll('.nav-bar__title')].find((title) => !title.closest('[hidden]'))?.textContent;

  it('follows a hash change from a detail page to a tab that comes with a hashchange alone', async () => {
    window.location.hash = `#${routePath('singleDetail')}?id=12&type=music`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);
    await waitFor(() => expect(frameTitle()).toBe('Details'));
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
    const detailIndex = (window.history.state as { idx: number }).idx;

    act(() => {
      window.history.pushState(null, '', `#${routePath('category')}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(currentTab()).toContain('Category'));
    expect(frameTitle()).toBe('Category');
    expect(parts.router().current().pathname).toBe(routePath('category'));
    // The entry the browser made is counted after the detail's, so back from the tab's stack still works.
    expect(window.history.state).toMatchObject({ idx: detailIndex + 1 });
  });

  it('follows a hash change whose popstate came before the address changed', async () => {
    window.location.hash = `#${routePath('singleDetail')}?id=12&type=music`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);
    await waitFor(() => expect(frameTitle()).toBe('Details'));

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      window.history.pushState(null, '', `#${routePath('category')}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(currentTab()).toContain('Category'));
    expect(frameTitle()).toBe('Category');
  });

  it('sends a visitor to login for a hash naming a page that needs one, after moves of its own', async () => {
    window.location.hash = `#${routePath('home')}`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);
    expect(await screen.findByRole('heading', { name: 'Home' }, { timeout: 5000 })).toBeTruthy();
    // Moves re-render React Router's tree; the app still reads each entry before it does.
    setHash(routePath('vip'));
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeTruthy();
    setHash(routePath('help'));
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 })).toBeTruthy();

    setHash(routePath('myCollection'));
    await waitFor(() => expect(frameTitle()).toBe('Log in'));
    expect(parts.router().current().pathname).toBe(routePath('login'));
    expect(window.location.hash).toBe(`#${routePath('login')}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.returnTo)).toBe(routePath('myCollection'));
  });
});
