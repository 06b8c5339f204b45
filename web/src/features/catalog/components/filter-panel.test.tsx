import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { type CatalogueFilters, FilterPanel } from './FilterPanel';

beforeAll(() => loadNamespaces('catalog'));
afterEach(() => vi.unstubAllGlobals());

function serveFilters() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        code: 1,
        msg: '',
        time: '1763702400',
        data: {
          channels: [],
          goods_types: ['music'],
          sections: [],
          genres: ['House', 'Techno'],
          keys: ['8A'],
          bpm: { min: 60, max: 180 },
          price: { min: '0.00', max: '99.00' },
          sorts: [
            { value: 'new', name: 'Newest' },
            { value: 'hot', name: 'Most played' },
          ],
        },
      }),
    ),
  );
}

/** The panel as a page holds it: the filters in the page's state. */
function Page({ first, seen }: { first: CatalogueFilters; seen: (filters: CatalogueFilters) => void }) {
  const [filters, setFilters] = useState(first);
  return (
    <FilterPanel
      sheet
      value={filters}
      onChange={(next) => {
        seen(next);
        setFilters(next);
      }}
    />
  );
}

function renderPage(first: CatalogueFilters) {
  serveFilters();
  const seen = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page first={first} seen={seen} />
    </QueryClientProvider>,
  );
  return seen;
}

describe('the filter panel as a sheet', () => {
  it('counts the filters on in its button and shows each as a chip that takes it off', async () => {
    const seen = renderPage({ sort: 'hot', genre: 'House', bpm_min: 100, bpm_max: 130 });
    const button = screen.getByRole('button', { name: 'Filters, 3 on' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const chips = screen.getByRole('list', { name: 'Filters on' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Sort by: Most played, remove', 'Genre: House, remove', 'BPM 100–130, remove']),
    );
    fireEvent.click(within(chips).getByRole('button', { name: 'BPM 100–130, remove' }));
    expect(seen).toHaveBeenLastCalledWith({ sort: 'hot', genre: 'House', bpm_min: undefined, bpm_max: undefined });
    expect(screen.getByRole('button', { name: 'Filters, 2 on' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by: Most played, remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Genre: House, remove' }));
    // Nothing on: the plain button, no chips.
    expect(screen.getByRole('button', { name: 'Filters' }).hasAttribute('aria-label')).toBe(false);
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });

  it('opens as a modal dialog, applies a choice at once, and closes back to its button', async () => {
    const seen = renderPage({ sort: 'new' });
    const button = screen.getByRole('button', { name: 'Filters' });
    button.focus();
    fireEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    const genre = within(sheet).getByRole('combobox', { name: 'Genre' });
    await waitFor(() => expect(within(genre).getByRole('option', { name: 'Techno' })).toBeTruthy());
    fireEvent.change(genre, { target: { value: 'Techno' } });
    expect(seen).toHaveBeenLastCalledWith({ sort: 'new', genre: 'Techno' });
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters, 1 on' }));
    expect(screen.getByRole('button', { name: 'Genre: Techno, remove' })).toBeTruthy();
  });

  it('keeps the sheet open on a range it refuses, and closes it on one it applies', async () => {
    const seen = renderPage({});
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Lowest BPM' }), { target: { value: '150' } });
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Highest BPM' }), { target: { value: '120' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('The lowest BPM is above the highest.');
    expect(seen).not.toHaveBeenCalled();
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Highest BPM' }), { target: { value: '' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'BPM from 150, remove' })).toBeTruthy();
  });
});
