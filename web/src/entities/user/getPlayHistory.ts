import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { userKeys } from './keys';

/** What the user played, one entry per goods, the last played first. */
export const playHistoryQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.playHistory(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/historyList', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
