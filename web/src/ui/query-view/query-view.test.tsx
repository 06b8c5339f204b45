import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from './QueryView';

function Lines({ fetchLines }: { fetchLines: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['lines'], queryFn: fetchLines });
  return (
    <QueryView query={query} isEmpty={(lines) => lines.length === 0} empty="Your cart is empty">
      {(lines) => (
        <ul aria-label="Lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function setup(fetchLines: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Lines fetchLines={fetchLines} />
    </QueryClientProvider>,
  );
}

describe('query view', () => {
  it('shows skeleton rows while loading, then the data', async () => {
    let answer: (lines: string[]) => void = () => {};
    setup(() => new Promise((resolve) => (answer = resolve)));
    expect(document.querySelector('[aria-busy="true"] .skeleton-row')).toBeTruthy();
    answer(['Track 1', 'Track 2']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the empty message only for an answer that is empty', async () => {
    setup(async () => []);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('shows a failure as an error, never as empty, and its retry recovers', async () => {
    const fetchLines = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('offline'));
    fetchLines.mockResolvedValueOnce(['Track 1']);
    setup(fetchLines);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this');
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fetchLines).toHaveBeenCalledTimes(2);
  });
});
