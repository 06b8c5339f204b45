import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { musicianKeys } from './keys';

/** The musician's song and album submissions with their review states, newest first. */
export const mySubmissionsQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: musicianKeys.submissions(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.writer/submissions', {
          params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
    enabled: Boolean(token),
  });
