import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { userKeys } from './keys';

/** The balance log, newest first, page by page (keyed under user: every payment changes it). */
export const moneyLogQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.moneyLog(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.user/moneyLog', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
