import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SKELETON_ROWS } from '@/config/constants';

/** Skeleton rows, the default picture of a section whose data is on its way. */
export function SkeletonRows({ rows = LIST_SKELETON_ROWS, label }: { rows?: number; label?: string }) {
  return (
    <ul className="list list--skeleton" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never reorder; the index is their identity
        <li key={index} className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton--thumb" />
          <span className="skeleton skeleton--lines" />
        </li>
      ))}
    </ul>
  );
}

/**
 * What a section shows when its data could not be loaded: never "empty", always a way to ask again. The
 * request rules have already shown the provider's own message as a toast.
 */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>{t('state.loadFailed')}</p>
      <button type="button" className="btn" disabled={retrying} onClick={onRetry}>
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="list__empty">{children}</p>;
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty; without it, data is never empty. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's message (the shared "nothing here yet" when not given). */
  empty?: ReactNode;
  /** The loading picture (skeleton rows when not given). */
  skeleton?: ReactNode;
}

/**
 * The one shape of a section fed by the provider: its skeleton while loading, its error with a retry, its
 * empty state, or its data. A failed first load is an error, never "empty"; a failed refresh of data already
 * shown keeps the data (the toast has said what went wrong).
 */
export function QueryView<T>({ query, children, isEmpty, empty, skeleton }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.data === undefined) {
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return skeleton ?? <SkeletonRows />;
  }
  if (isEmpty?.(query.data)) return <EmptyState>{empty ?? t('list.empty')}</EmptyState>;
  return children(query.data);
}
