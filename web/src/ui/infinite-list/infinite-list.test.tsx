import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Track ${i + 1}` }));
type Row = ReturnType<typeof rows>[number];

function setup(props: Partial<InfiniteListProps<Row>>) {
  const onLoadMore = vi.fn();
  render(
    <InfiniteList<Row>
      label="Tracks"
      items={[]}
      getKey={(row) => row.id}
      renderItem={(row) => row.title}
      loading={false}
      hasMore={false}
      loadingMore={false}
      onLoadMore={onLoadMore}
      {...props}
    />,
  );
  return onLoadMore;
}

describe('infinite list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows six skeleton rows while the first page loads', () => {
    setup({ loading: true });
    const list = screen.getByRole('list', { name: 'Tracks' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelectorAll('.skeleton-row')).toHaveLength(6);
  });

  it('offers the next page while there is one', () => {
    const onLoadMore = setup({ items: rows(20), hasMore: true });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('says so at the end of the list, and when it is empty', () => {
    setup({ items: rows(3) });
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('says the list is empty', () => {
    setup({ items: [] });
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });

  it('shows a failed first page as an error with a retry, never as empty', () => {
    const onRetry = vi.fn();
    setup({ error: true, onRetry });
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Could not load this');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the rows when a later page fails, and retries that page by a tap only', () => {
    const onRetry = vi.fn();
    const onLoadMore = setup({ items: rows(20), hasMore: true, error: true, onRetry });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('renders every row up to 200 and only a window beyond', () => {
    setup({ items: rows(200) });
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
  });

  it('windows a long list', () => {
    setup({ items: rows(201) });
    expect(screen.queryAllByRole('listitem').length).toBeLessThan(201);
  });

  it('places the rows it has not measured at the height the rows had before it was windowed', () => {
    // happy-dom lays nothing out: rows measure 111 px, as goods rows do on a 412 px-wide phone, and the
    // list's own observer is told the height of the rows it holds before windowing.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(111);
    let report: ResizeObserverCallback | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report ??= callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const list = (items: Row[]) => (
      <InfiniteList<Row>
        label="Tracks"
        items={items}
        getKey={(row) => row.id}
        renderItem={(row) => row.title}
        loading={false}
        hasMore
        loadingMore={false}
        onLoadMore={() => {}}
      />
    );
    const { rerender } = render(list(rows(200)));
    act(() => report?.([{ borderBoxSize: [{ blockSize: 200 * 111 }] } as never], {} as ResizeObserver));
    rerender(list(rows(220)));
    expect(screen.queryAllByRole('listitem').length).toBeLessThan(220);
    expect(screen.getByRole('list', { name: 'Tracks' }).style.height).toBe(`${220 * 111}px`);
  });
});
