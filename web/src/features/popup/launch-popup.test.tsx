import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

beforeEach(() => {
  // Only Date is faked: the query and Swiper keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 1, msg: '', time: String(NOW / 1000), data: [popup] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPopup(onSettled?: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <p>page underneath</p>
      </main>
      <LaunchPopup onSettled={onSettled} />
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
    firstPictureLoads();
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
    for (const selector of ['.mask', '.popup', '.popup__frame', '.carousel', '.swiper', '.carousel__arrow']) {
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

  it('the carousel and the page underneath wait until the first picture is drawn', async () => {
    const onSettled = vi.fn();
    const { container } = renderPopup(onSettled);
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    // The first slide stands alone while its picture loads: no Swiper, no arrows, and the page still waits.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('img', { name: /Welcome gift, picture/ })).toHaveLength(1);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(onSettled).not.toHaveBeenCalled();

    firstPictureLoads();
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Next picture' })).toBeTruthy();
    expect(container.querySelector('.swiper')).not.toBeNull();
  });

  it('a first picture that fails to load, or a close before it came, lets the page through too', async () => {
    const failed = vi.fn();
    renderPopup(failed);
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    const [first] = screen.getAllByRole('img', { name: /Welcome gift, picture 1/ });
    fireEvent.error(first as HTMLElement);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    cleanup();

    const closed = vi.fn();
    renderPopup(closed);
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
  });
});
