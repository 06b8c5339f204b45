import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGone } from '@/lib/api/gone';
import { CatalogueLink } from '@/ui/goods/CatalogueLink';
import { QueryView, SkeletonRows } from '@/ui/query-view/QueryView';
import { Unavailable } from '@/ui/query-view/Unavailable';

export interface DetailViewProps<T> {
  /** The item's id from the link; null when the link names none. */
  id: number | null;
  query: UseQueryResult<T>;
  /** The skeleton's accessible name. */
  label: string;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A goods page's body: its skeleton, its error with a retry, or, for an item that is not there, the way on. */
export function DetailView<T>({ id, query, label, rows = 4, children }: DetailViewProps<T>) {
  const { t } = useTranslation('goods');
  // Even over data already shown: the item has gone since, and buying it would be refused.
  if (id === null || isGone(query.error)) {
    return (
      <Unavailable title={t('unavailable.title')} body={t('unavailable.body')}>
        <CatalogueLink className="btn btn--primary">{t('browse')}</CatalogueLink>
      </Unavailable>
    );
  }
  return (
    <QueryView query={query} skeleton={<SkeletonRows rows={rows} label={label} />}>
      {children}
    </QueryView>
  );
}
