import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { userKeys } from './keys';

/** The goods the user collected, most recently collected first. */
export const myCollectionQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.collection(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/mycollection', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
  });
