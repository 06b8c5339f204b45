import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** The articles the signed-in user published, newest first. */
export const myCircleArticlesQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: circleKeys.mine(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(api.GET('/api/h5.circle/my', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
    enabled: Boolean(token),
  });
