import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { hideToast, toast } from '@/lib/layers/toast';
import { inWeChat } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session';
import DownloadLogPage from './DownloadLogPage';

// The messages are in the 'files' namespace, which the pages showing them load with their code.
beforeAll(() => loadNamespaces('files'));

const goods = (id: number, title: string, goods_type: 'music' | 'pack') => ({
  id,
  title,
  // No cover: the neutral fallback, so the test environment loads no image.
  image: '',
  goods_type,
  section: goods_type === 'music' ? 'dj_single' : 'album',
  channel: 1,
  price: '29.90',
  score_price: null,
  vip_free: false,
  is_free: false,
  genre: ['Tech House'],
  bpm: null,
  key: null,
  play_count: 10,
  writer: null,
  preview_url: null,
  preview_start: null,
});

const LOG = {
  total: 2,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  data: [
    { id: 8, createtime: 1763701500, goods: goods(1024, 'Tech House Vol.3', 'music') },
    { id: 7, createtime: 1763600000, goods: goods(2048, 'Club Album', 'pack') },
  ],
};

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: '1763702400', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
const calls = (path: string) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === path);

beforeEach(() => {
  fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/h5.user/download') return answer(LOG);
    if (pathname === '/api/h5.downloadurl') return answer('/media/1024.mp3?sign=abc');
    throw new Error(`unexpected ${pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  setToken('user-token');
  hideToast();
  inWeChat.value = false;
});

// The config restores mocks and stubbed globals (vite.config.ts: restoreMocks, unstubGlobals).
afterEach(() => clearToken());

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DownloadLogPage />
    </QueryClientProvider>,
  );
}

describe('download log', () => {
  it('lists the downloads, newest first, with when each was downloaded', async () => {
    renderPage();
    const entries = await screen.findAllByRole('article');
    const list = screen.getByRole('list', { name: 'Your downloads' });
    expect(entries.every((entry) => list.contains(entry))).toBe(true);
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual(['Tech House Vol.3', 'Club Album']);
    expect(within(list).getAllByText(/^Downloaded /)).toHaveLength(2);
    expect(calls('/api/h5.user/download')[0]?.searchParams.get('page')).toBe('1');
  });

  it('downloads an entry again through the provider link and refreshes the log', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Club Album' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [asked] = calls('/api/h5.downloadurl');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ id: '2048', type: 'special', title: 'Club Album' });
    await waitFor(() => expect(calls('/api/h5.user/download')).toHaveLength(2));
  });

  it('refuses inside WeChat with the toast and asks the provider for nothing', async () => {
    inWeChat.value = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Tech House Vol.3' }));
    expect(toast.value?.message).toBe('请在浏览器中打开下载');
    expect(calls('/api/h5.downloadurl')).toEqual([]);
  });
});
