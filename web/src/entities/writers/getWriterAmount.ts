import { queryOptions } from '@tanstack/react-query';
import { OWN_LISTS_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { musicianKeys } from './keys';

/** Balance, total, today, withdrawn, frozen and the minimum withdrawal of the signed-in musician. */
export const writerAmountQuery = (token: string | null) =>
  queryOptions({
    queryKey: musicianKeys.amount(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Writer/amount', { signal })),
    enabled: Boolean(token),
    staleTime: OWN_LISTS_FRESH_MS,
  });
