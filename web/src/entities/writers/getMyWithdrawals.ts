import { infiniteQueryOptions } from '@tanstack/react-query';
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
    enabled: Boolean(token),
  });
