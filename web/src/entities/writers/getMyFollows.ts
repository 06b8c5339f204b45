import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { writerKeys } from './keys';

/** The musicians the user follows, the most recently followed first. */
export const myFollowsQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: writerKeys.follows(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/myFollowApi', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
  });
