import { infiniteQueryOptions } from '@tanstack/react-query';
import { OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { musicianKeys } from './keys';

/** The musician's withdrawal requests, newest first. */
export const myWithdrawalsQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: musicianKeys.withdrawals(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(api.GET('/api/h5.writer/withdrawList', { params: { query: { page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: OWN_LISTS_FRESH_MS,
    enabled: Boolean(token),
  });
