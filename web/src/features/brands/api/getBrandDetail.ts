import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** A brand with its team, latest works and whether the user's application to it is pending. */
export const brandDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['brands', 'detail', id, token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.brand/detail', { params: { query: { id } }, signal })),
    enabled: id > 0,
  });
