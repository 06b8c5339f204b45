import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIST_ESTIMATED_ROW_PX,
  LIST_PREFETCH_MARGIN_PX,
  LIST_SKELETON_ROWS,
  LIST_WINDOWING_THRESHOLD,
} from '@/config/constants';

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
  estimateRowPx?: number;
}

/**
 * A paged list: skeleton rows while the first page loads, the next page as the end comes near, an
 * end-of-list line, and windowing once it is long enough for the DOM size to matter.
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
  estimateRowPx = LIST_ESTIMATED_ROW_PX,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const windowed = items.length > LIST_WINDOWING_THRESHOLD;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateRowPx,
    overscan: 8,
    enabled: windowed,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  });

  const wantMore = hasMore && !loadingMore && !loading;
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

  if (loading) {
    return (
      <ul className="list list--skeleton" aria-label={label} aria-busy="true">
        {Array.from({ length: LIST_SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never reorder; the index is their identity
          <li key={index} className="skeleton-row" aria-hidden="true">
            <span className="skeleton skeleton--thumb" />
            <span className="skeleton skeleton--lines" />
          </li>
        ))}
      </ul>
    );
  }

  if (items.length === 0) return <p className="list__empty">{t('list.empty')}</p>;

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
        {hasMore ? (
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
