import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';

export type WorksKind = QueryParams<'getWriterWorks'>['kind'];

/** Every published work of a musician, newest first, optionally only songs or only albums. */
export const writerWorksQuery = (id: number, kind: WorksKind) =>
  infiniteQueryOptions({
    queryKey: ['makers', 'works', id, kind ?? 'all'] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.writer/works', {
          params: { query: { id, page: pageParam, limit: LIST_PAGE_SIZE, ...(kind ? { kind } : {}) } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: id > 0,
  });
