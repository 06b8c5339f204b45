import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_ESTIMATED_ROW_PX, LIST_PREFETCH_MARGIN_PX, LIST_WINDOWING_THRESHOLD } from '@/config/constants';
import { EmptyState, LoadError, SkeletonRows } from '@/ui/query-view/QueryView';

export interface InfiniteListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The first page is still on its way. */
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The last request failed: the first page (nothing to show) or the next one (the rows stay). */
  error?: boolean;
  /** Asks again for what failed. */
  onRetry?: () => void;
  /** The empty state's message (the shared "nothing here yet" when not given). */
  empty?: ReactNode;
  estimateRowPx?: number;
}

/**
 * A paged list: skeleton rows while the first page loads, an error with a retry when it fails, the next page
 * as the end comes near, an end-of-list line, and windowing once it is long enough for the DOM size to matter.
 */
export function InfiniteList<T>({
  label,
  items,
  getKey,
  renderItem,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  error = false,
  onRetry = onLoadMore,
  empty,
  estimateRowPx = LIST_ESTIMATED_ROW_PX,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const windowed = items.length > LIST_WINDOWING_THRESHOLD;
  // Rows not measured yet are placed at the height the rows have had so far, whole pixels as measured. With
  // the fixed guess (88 px, where goods rows sized in rem are 111 px on a 412 px-wide phone) the list showed
  // rows 20 further on the moment it became windowed, and each row measured during a scroll moved every row
  // after it and the scroll position: a render and a layout more on every frame of a fast scroll.
  const rowPx = useRef(estimateRowPx);
  const measured = useRef({ total: 0, count: 0 });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowPx.current,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      measured.current.total += size;
      measured.current.count += 1;
      rowPx.current = Math.round(measured.current.total / measured.current.count);
      return size;
    },
    // Half a screen of rows either side. A quick flick shows a new window every frame, and each row rendered
    // is work in that frame: with 8 either side (25 rows on a phone) the frame's task passed 50 ms on a CPU
    // half as fast as this machine's.
    overscan: 4,
    enabled: windowed,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  });

  // Before windowing, the rows' mean height, read after the browser's own layout (no forced layout).
  const shown = items.length > 0;
  const windowedNow = useRef(windowed);
  windowedNow.current = windowed;
  useEffect(() => {
    const list = listRef.current;
    if (windowed || !shown || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // The windowed list's height is the virtualizer's sum, not the rows'.
      if (windowedNow.current) return;
      const rows = list.childElementCount;
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
      if (rows > 0 && height > 0) {
        measured.current = { total: height, count: rows };
        rowPx.current = Math.round(height / rows);
      }
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [windowed, shown]);

  // A failed page is asked for again only by a tap, not by every scroll past the end.
  const wantMore = hasMore && !loadingMore && !loading && !error;
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!wantMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: `0px 0px ${LIST_PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wantMore]);

  if (items.length === 0) {
    if (error) return <LoadError onRetry={onRetry} retrying={loadingMore} />;
    if (loading) return <SkeletonRows label={label} />;
    return <EmptyState>{empty ?? t('list.empty')}</EmptyState>;
  }

  const rows = windowed ? virtualizer.getVirtualItems() : null;
  return (
    <>
      <ul
        ref={listRef}
        className="list"
        aria-label={label}
        style={windowed ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
      >
        {rows
          ? rows.map((row) => {
              const item = items[row.index] as T;
              return (
                <li
                  key={getKey(item)}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  className="list__row list__row--windowed"
                  style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
                >
                  {renderItem(item)}
                </li>
              );
            })
          : items.map((item) => (
              <li key={getKey(item)} className="list__row">
                {renderItem(item)}
              </li>
            ))}
      </ul>
      <div ref={sentinel} className="list__footer">
        {error ? (
          <LoadError onRetry={onRetry} retrying={loadingMore} />
        ) : hasMore ? (
          <button type="button" className="btn btn--plain" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? t('common.loading') : t('list.more')}
          </button>
        ) : (
          <p className="list__end">{t('list.end')}</p>
        )}
      </div>
    </>
  );
}

/** The paged query's share of InfiniteList's props: its rows (every page's `data`) and its states. */
export function pagedListProps<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>,
): Pick<InfiniteListProps<T>, 'items' | 'loading' | 'hasMore' | 'loadingMore' | 'onLoadMore' | 'error' | 'onRetry'> {
  return {
    items: query.data?.pages.flatMap((page) => page.data) ?? [],
    loading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage || (query.isError && query.isFetching),
    onLoadMore: () => void query.fetchNextPage(),
    error: query.isError,
    // A failed first page is asked for again from the start; a failed later page, that page.
    onRetry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
