import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { musicianKeys, writerKeys } from './keys';

export type WorksKind = QueryParams<'getWriterWorks'>['kind'];

const worksPage = (id: number, kind: WorksKind, page: number, signal: AbortSignal) =>
  unwrap(
    api.GET('/api/h5.writer/works', {
      params: { query: { id, page, limit: LIST_PAGE_SIZE, ...(kind ? { kind } : {}) } },
      signal,
    }),
  );

/** Every published work of a musician, newest first, optionally only songs or only albums. */
export const writerWorksQuery = (id: number, kind: WorksKind) =>
  infiniteQueryOptions({
    queryKey: writerKeys.works(id, kind ?? 'all'),
    queryFn: ({ signal, pageParam }) => worksPage(id, kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: id > 0,
  });

/**
 * The signed-in musician's own published songs (the album form picks from them); keyed under the musician's
 * account, so a new submission refreshes it with the rest of the account.
 */
export const writerSongsQuery = (writerId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: musicianKeys.songs(writerId),
    queryFn: ({ signal, pageParam }) => worksPage(writerId ?? 0, 'song', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: writerId !== undefined,
  });
