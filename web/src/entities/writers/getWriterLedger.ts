import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, MUSICIAN_CHART_LEDGER_LINES, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { musicianKeys } from './keys';

type LedgerType = QueryParams<'getWriterLedger'>['type'];

/** The earnings ledger, newest first, page by page. */
export const writerLedgerQuery = (token: string | null, type?: LedgerType) =>
  infiniteQueryOptions({
    queryKey: musicianKeys.ledger(token, type ?? 'all'),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.Writer/water', {
          params: { query: { page: pageParam, limit: LIST_PAGE_SIZE, ...(type ? { type } : {}) } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
    enabled: Boolean(token),
  });

/** The latest income lines in one page, which the income chart sums by day. */
export const writerIncomeQuery = (token: string | null) =>
  queryOptions({
    queryKey: musicianKeys.income(token),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/h5.Writer/water', {
          params: { query: { page: 1, limit: MUSICIAN_CHART_LEDGER_LINES, type: 'income' } },
          signal,
        }),
      ),
    enabled: Boolean(token),
    staleTime: OWN_LISTS_FRESH_MS,
  });
