import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation, type NavigationService } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import CirclePublishPage from './CirclePublishPage';

const ok = (data: unknown, msg = '') =>
  new Response(JSON.stringify({ code: 1, msg, time: '1763702400', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let release: () => void = () => undefined;
const redirectTo = vi.fn(async () => ({ ok: true as const }));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/h5.circle/publish') {
      // Held until the test lets it go, so a second tap lands while the first is on its way.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ok({ id: 90 }, 'Published');
    }
    throw new Error(`unexpected ${pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  installNavigation({ redirectTo, navigateBack: vi.fn(), navigateTo: vi.fn() } as unknown as NavigationService);
  setToken('user-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CirclePublishPage />
    </QueryClientProvider>,
  );

describe('publishing an article', () => {
  it('explains what is missing and sends nothing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter a title',
      'Please enter the content',
    ]);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the stored draft, sends it once however often it is tapped, then forgets it', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.circleDraft,
      JSON.stringify({ title: 'Kept', content: 'From before', images: ['/uploads/a.png'] }),
    );
    renderPage();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('Kept');
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('From before');
    await userEvent.type(screen.getByLabelText('Title'), '!');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.circleDraft)).toContain('Kept!'));

    const publish = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(publish);
    await waitFor(() => expect(publish.getAttribute('aria-busy')).toBe('true'));
    expect(publish.hasAttribute('disabled')).toBe(true);
    publish.closest('form')?.requestSubmit();
    release();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pages/circle/index'));
    const sent = fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/h5.circle/publish');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.[0].clone().json()).toEqual({
      title: 'Kept!',
      content: 'From before',
      images: ['/uploads/a.png'],
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.circleDraft)).toBeNull();
  });
});
