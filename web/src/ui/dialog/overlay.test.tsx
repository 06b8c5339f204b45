import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './overlay';

function Sheet({ onClose }: { onClose: () => void }) {
  useCloseOnBack(onClose);
  return <div role="dialog" aria-label="sheet" />;
}

/** Pops the way a browser does: the address and state change first, then popstate fires. */
function pop(hash: string, state: unknown) {
  window.history.replaceState(state, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('an overlay closing on back', () => {
  // The router's listener, as WebKit orders it: after the overlay's capture listeners (WebKit runs capture
  // listeners at the window first; Chromium in the order they were added, the router's first).
  const router = vi.fn();
  beforeEach(() => {
    window.history.replaceState({ idx: 0 }, '', '#/pages/index/singleDetail?id=1');
  });
  afterEach(() => {
    window.removeEventListener('popstate', router, true);
    router.mockReset();
  });

  it("swallows a back onto the overlay's own page, so the page underneath stays", () => {
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    window.addEventListener('popstate', router, true);
    expect((window.history.state as Record<string, unknown>).djshopOverlay).toBeTruthy();
    act(() => pop('#/pages/index/singleDetail?id=1', { idx: 0 }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();
  });

  it('closes on a hash change to another page and leaves that change to the router', () => {
    const onClose = vi.fn();
    render(<Sheet onClose={onClose} />);
    window.addEventListener('popstate', router, true);
    act(() => pop('#/pages/tabbar/type/index', null));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/pages/tabbar/type/index');
  });
});
