import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const noticesQuery = () =>
  queryOptions({
    queryKey: ['home', 'notices'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.notice', { signal })),
  });
