import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { writerKeys } from './keys';

/** The musicians directory, optionally of one genre; `is_follow` is per user, hence the token in the key. */
export const writerListQuery = (token: string | null, genre: string | undefined) =>
  infiniteQueryOptions({
    queryKey: writerKeys.list(token, genre ?? ''),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.writer/list', {
          params: { query: { page: pageParam, limit: LIST_PAGE_SIZE, ...(genre ? { genre } : {}) } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
