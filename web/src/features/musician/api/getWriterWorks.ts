import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';

/** A musician's published songs (the album form picks from the musician's own). */
export const writerSongsQuery = (writerId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['musician', 'songs', writerId] as const,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.writer/works', {
          params: { query: { id: writerId ?? 0, page: pageParam, limit: LIST_PAGE_SIZE, kind: 'song' } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: writerId !== undefined,
  });
