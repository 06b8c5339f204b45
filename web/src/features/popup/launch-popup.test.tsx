import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupClosedKey } from '@/lib/storage';
import { LaunchPopup } from './LaunchPopup';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);

const popup = {
  id: 7,
  title: 'Welcome gift',
  popradio: 'first',
  links: JSON.stringify([
    { image: '/media/image/a.svg', type: 'vip' },
    { image: '/media/image/b.svg', type: 'recharge' },
  ]),
};

function servePopups(popups: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 1, msg: '', time: String(NOW / 1000), data: popups }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

beforeEach(() => {
  // Only Date is faked: the query keeps its real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  servePopups([popup]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPopup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <p>page underneath</p>
      </main>
      <LaunchPopup />
    </QueryClientProvider>,
  );
}

/** The test browser loads no images; this is the first picture arriving. */
function firstPictureLoads() {
  const [first] = screen.getAllByRole('img', { name: /Welcome gift, picture 1/ });
  if (!first) throw new Error('no first picture');
  fireEvent.load(first);
}

describe('launch popup', () => {
  it('closing removes every popup element and stores the close time under the popup key', async () => {
    const { container } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome gift' });
    // Every part of the popup is there before the close: mask, carousel with its slides, arrows, close.
    expect(container.querySelector('.mask')).not.toBeNull();
    await screen.findByRole('button', { name: 'Next picture' });
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeTruthy();
    expect(container.querySelector('.popup__carousel')).not.toBeNull();
    expect(screen.getAllByRole('img', { name: /Welcome gift, picture/ })).toHaveLength(2);
    expect(window.localStorage.getItem(popupClosedKey(popup.id))).toBeNull();

    vi.setSystemTime(NOW + 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    for (const selector of ['.mask', '.popup', '.popup__frame', '.carousel', '.carousel__arrow']) {
      expect(container.querySelector(selector), selector).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /picture/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('page underneath')).toBeTruthy();
    expect(window.localStorage.getItem(popupClosedKey(popup.id))).toBe(String(NOW + 5000));
  });

  it('Escape closes it the same way', async () => {
    const { container } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome gift' });
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(container.querySelector('.popup')).toBeNull());
    expect(container.querySelector('.mask')).toBeNull();
    expect(window.localStorage.getItem(popupClosedKey(popup.id))).toBe(String(NOW));
  });

  it('every picture is drawn at once, and the arrows move through them without running past either end', async () => {
    renderPopup();
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    // No library to fetch first: both pictures and both arrows are there with the dialog.
    expect(screen.getAllByRole('img', { name: /Welcome gift, picture/ })).toHaveLength(2);
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    const next = screen.getByRole('button', { name: 'Next picture' });
    const current = () => document.querySelector('[aria-current="true"] img')?.getAttribute('alt');
    expect(current()).toBe('Welcome gift, picture 1 of 2');
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(next);
    expect(current()).toBe('Welcome gift, picture 2 of 2');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(current()).toBe('Welcome gift, picture 2 of 2');

    fireEvent.click(previous);
    expect(current()).toBe('Welcome gift, picture 1 of 2');
    // Focus stays on an arrow that has reached its end (aria-disabled, not disabled).
    previous.focus();
    fireEvent.click(previous);
    expect(document.activeElement).toBe(previous);
  });

  it('a popup of one picture shows it plainly, without a carousel, and closes the same way', async () => {
    servePopups([{ ...popup, links: JSON.stringify([{ image: '/media/image/a.svg', type: 'vip' }]) }]);
    const { container } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome gift' });
    firstPictureLoads();
    expect(screen.getByRole('img', { name: 'Welcome gift, picture 1 of 1' })).toBeTruthy();
    expect(container.querySelector('.carousel, .carousel__arrow')).toBeNull();
    expect(screen.queryByRole('button', { name: /Next picture|Previous picture/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(window.localStorage.getItem(popupClosedKey(popup.id))).toBe(String(NOW));
  });
});
