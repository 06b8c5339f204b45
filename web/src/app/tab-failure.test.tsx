import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routePath } from '@/lib/routes';
import { App } from './App';
import { bootstrapApp } from './bootstrap';

// The VIP tab fails to render until `vipBroken.value` is cleared.
const vipBroken = vi.hoisted(() => ({ value: true }));
vi.mock('@/features/vip/VipPage', () => ({
  default: function BrokenVipPage() {
    if (vipBroken.value) throw new Error('VIP page broke');
    return <h1>VIP page restored</h1>;
  },
}));

describe('a tab page that fails to render', () => {
  it('takes only itself down: the tab bar stays and the page can be tried again', async () => {
    // React logs the render error; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.location.hash = `#${routePath('vip')}`;
    const parts = bootstrapApp();
    render(<App router={parts.router} queryClient={parts.queryClient} />);

    expect((await screen.findByRole('alert')).textContent).toBe('This page could not be shown.');
    const tabs = screen.getByRole('navigation', { name: 'Main sections' });
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toContain('VIP');

    vipBroken.value = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'VIP page restored' })).toBeTruthy();
  });
});
