import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: ['service'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/service', { signal })),
  });
