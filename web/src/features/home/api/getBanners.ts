import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['home', 'banners'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Banner', { signal })),
  });
