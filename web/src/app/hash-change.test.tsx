import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/paths';
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

warmPages('home', 'vip', 'help');

describe('a hash change while the app is open', () => {
  it('shows the tab it names, then a page, then the other tab', async () => {
    window.location.hash = `#${ROUTES.home.path}`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);
    // The first page waits for its code and strings.
    expect(await screen.findByRole('heading', { name: 'Home' }, { timeout: 5000 })).toBeTruthy();

    setHash(ROUTES.vip.path);
    expect(await screen.findByRole('heading', { name: 'VIP' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(currentTab()).toContain('VIP');

    setHash(ROUTES.help.path);
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'VIP' })).toBeNull();

    setHash(ROUTES.home.path);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Help centre', level: 1 })).toBeNull();
    expect(currentTab()).toContain('Home');
    expect(parts.router().state.location.pathname).toBe(ROUTES.home.path);
  });
});
