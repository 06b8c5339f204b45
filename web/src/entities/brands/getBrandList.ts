import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { brandKeys } from './keys';

/** The brands, largest team first; `is_member` follows the token. */
export const brandListQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: brandKeys.list(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(api.GET('/api/h5.brand/list', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
