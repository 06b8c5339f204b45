import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { brandKeys } from './keys';

/** A brand with its team, latest works and whether the user's application to it is pending. */
export const brandDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: brandKeys.detail(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.brand/detail', { params: { query: { id } }, signal })),
    enabled: id > 0,
  });
