import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { userKeys } from './keys';

/** The signed-in user's downloads, newest first, page by page. */
export const downloadLogQuery = (token: string | null) =>
  infiniteQueryOptions({
    // Keyed by the route name, so the page's pull-to-refresh refetches it; by token, as it is per user.
    queryKey: userKeys.downloadLog(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/download', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
