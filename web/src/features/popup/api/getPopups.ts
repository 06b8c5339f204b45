import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const popupsQuery = () =>
  queryOptions({
    queryKey: ['popup', 'list'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/getPopup', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
