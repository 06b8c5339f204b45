import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const featuredWritersQuery = () =>
  queryOptions({
    queryKey: ['home', 'writers'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Single/get_writer', { signal })),
  });
