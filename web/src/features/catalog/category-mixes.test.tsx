import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryMixesLink } from '@/entities/mixes/CategoryMixesLink';
import { requestedMixes } from '@/lib/catalog-intent';
import { loadNamespaces } from '@/lib/i18n';
import { setKeyLock } from '@/lib/key-lock';
import { navigation } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { routePath } from '@/lib/routes';
import { musicGoods } from '@/test/goods';
import CategoryPage, { mixFiltersOf } from './CategoryPage';

beforeAll(() => loadNamespaces('catalog', 'goods'));

const goods = musicGoods;

// The chosen track, 128 BPM in 8A, and what the catalogue holds besides it.
const CATALOGUE = [
  goods(1, 128, '8A'),
  goods(2, 128, 'Am'), // same key, no change
  goods(3, 130, '9A', { genre: ['Techno'] }), // one step round the wheel, −1.5 %
  goods(4, 64, 'C'), // relative, at double time
  goods(5, 128, '11A'), // clashes
  goods(6, 140, '8A'), // too far in tempo
  goods(8, 124, '9A'), // +3.2 % moves it to 4A: with key lock only
  goods(9, null, null, { goods_type: 'pack', title: 'A pack' }),
];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: '1763702400', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The provider's search over CATALOGUE, with the filters these tests use; every query it was asked. */
function serve() {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const query = url.searchParams;
      if (url.pathname === '/api/h5.goods/filters') {
        return envelope({
          channels: [],
          goods_types: ['music', 'pack'],
          sections: [],
          genres: ['House', 'Techno'],
          keys: [],
          bpm: { min: 60, max: 140 },
          price: { min: '0.00', max: '9.90' },
          sorts: [
            { value: 'new', name: 'Newest' },
            { value: 'hot', name: 'Most played' },
          ],
        });
      }
      if (url.pathname === '/api/h5.goods/detail') {
        return envelope(CATALOGUE.find((item) => item.id === Number(query.get('id'))));
      }
      if (url.pathname === '/api/h5.goods/search') {
        searches.push(query);
        const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
        const [min, max] = [number('bpm_min'), number('bpm_max')];
        const data = CATALOGUE.filter(
          (item) =>
            (!query.has('goods_type') || item.goods_type === query.get('goods_type')) &&
            (!query.has('genre') || item.genre.includes(query.get('genre') ?? '')) &&
            (min === undefined || (item.bpm !== null && item.bpm >= min)) &&
            (max === undefined || (item.bpm !== null && item.bpm <= max)),
        );
        return envelope({ total: data.length, per_page: 100, current_page: 1, last_page: 1, data });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
  return searches;
}

const rowIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((row) => row.getAttribute('aria-label'));

/** Opens the filters' sheet from its button; answers the sheet. */
function openFilters(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
}

beforeEach(() => setKeyLock(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  requestedMixes.value = null;
});

describe('the Category tab\'s "mixes with"', () => {
  it("keeps the tab's filters but the goods type and the sort, which only music in its mixing order replaces", () => {
    expect(
      mixFiltersOf({ sort: 'price_asc', goods_type: 'pack', genre: 'House', channel: 3, bpm_min: 120, key: '8A' }),
    ).toEqual({ genre: 'House', channel: 3, bpm_min: 120, key: '8A' });
  });

  it('narrows the list to what mixes with the track a page asked for, with the BPM range and genre, until cleared', async () => {
    const searches = serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CategoryPage />
      </QueryClientProvider>,
    );
    // The ordinary list first: everything, the pack included.
    expect(await screen.findByRole('article', { name: 'A pack' })).toBeTruthy();

    act(() => {
      requestedMixes.value = 1;
    });
    // Taken once.
    expect(requestedMixes.value).toBeNull();
    expect(await screen.findByText('Mixes with Track 1')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Goods' });
    await vi.waitFor(() => expect(rowIds(list)).toEqual(['Track 2', 'Track 4', 'Track 3', 'Track 8']));
    // Each with its relation and the tempo change to apply.
    expect(within(list).getAllByText(/^(Same key|Relative|±1|With key lock only)$/)).toHaveLength(4);
    expect(within(list).getByText('+3.2 %')).toBeTruthy();
    // The sort and the type do not apply, and the page (and the filters' sheet) say so.
    const note = screen.getByText(/music only, best mix first/);
    // The type chips' group is disabled, which disables its buttons in a browser (this DOM does not follow it).
    const types = screen.getByRole('button', { name: 'Collection pack' }).closest('fieldset');
    expect(types?.disabled).toBe(true);
    expect(types?.getAttribute('aria-describedby')).toBe(note.id);
    const sheet = openFilters();
    const sort = within(sheet).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.disabled).toBe(true);
    const sheetNote = within(sheet).getByText(/music only, best mix first/);
    expect(sort.getAttribute('aria-describedby')).toBe(sheetNote.id);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Key lock off drops what works only with it.
    fireEvent.click(screen.getByRole('switch', { name: 'Key lock' }));
    await vi.waitFor(() => expect(rowIds(list)).toEqual(['Track 2', 'Track 4', 'Track 3']));
    fireEvent.click(screen.getByRole('switch', { name: 'Key lock' }));

    // The BPM range narrows it further (the half-time window is left out), and so does the genre: the searches
    // carry the tab's genre, for music in its most played order whatever the tab's sort.
    openFilters();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Lowest BPM' }), { target: { value: '100' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    // Applied ranges close the sheet and show as a chip.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'BPM from 100, remove' })).toBeTruthy();
    await vi.waitFor(() => expect(rowIds(list)).toEqual(['Track 2', 'Track 3', 'Track 8']));
    searches.length = 0;
    openFilters();
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), { target: { value: 'Techno' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await vi.waitFor(() => expect(rowIds(screen.getByRole('list', { name: 'Goods' }))).toEqual(['Track 3']));
    expect(searches.length).toBeGreaterThan(0);
    for (const query of searches) {
      expect(Object.fromEntries(query)).toMatchObject({ genre: 'Techno', goods_type: 'music', sort: 'hot' });
      expect(Number(query.get('bpm_min'))).toBeGreaterThanOrEqual(100);
    }

    // Clearing the chip gives the tab's own list back, with its filters, and the sort again.
    fireEvent.click(screen.getByRole('button', { name: 'Show all results' }));
    expect(screen.queryByText('Mixes with Track 1')).toBeNull();
    expect(screen.queryByText(/music only, best mix first/)).toBeNull();
    expect(types?.disabled).toBe(false);
    expect((within(openFilters()).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).disabled).toBe(
      false,
    );
    const plain = await screen.findByRole('article', { name: 'Track 3' });
    expect(plain.closest('.mix-row')).toBeNull();
    expect(searches.at(-1)?.get('sort')).toBe('new');
  });

  it('refuses a reversed BPM range with a message instead of finding nothing, and asks nothing for it', async () => {
    const searches = serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CategoryPage />
      </QueryClientProvider>,
    );
    act(() => {
      requestedMixes.value = 1;
    });
    const list = await screen.findByRole('list', { name: 'Goods' });
    await vi.waitFor(() => expect(rowIds(list)).toHaveLength(4));
    const asked = searches.length;
    openFilters();
    const lowest = screen.getByRole('spinbutton', { name: 'Lowest BPM' });
    fireEvent.change(lowest, { target: { value: '130' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Highest BPM' }), { target: { value: '120' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The lowest BPM is above the highest.');
    expect(lowest.getAttribute('aria-invalid')).toBe('true');
    expect(lowest.getAttribute('aria-describedby')).toBe(alert.id);
    // The list stays as it was, and nothing was sent.
    expect(rowIds(screen.getByRole('list', { name: 'Goods' }))).toHaveLength(4);
    expect(searches).toHaveLength(asked);
    // The sheet stays open on the message, with no chip behind it.
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });

  it('is opened from a link that hands the track over and switches to the tab', () => {
    const open = vi.spyOn(navigation, 'switchTab').mockResolvedValue({ ok: true } as never);
    render(<CategoryMixesLink trackId={42}>Browse</CategoryMixesLink>);
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link.getAttribute('href')).toBe(`#${routePath('category')}`);
    fireEvent.click(link);
    expect(requestedMixes.value).toBe(42);
    expect(open).toHaveBeenCalledWith(routePath('category'));
  });
});
