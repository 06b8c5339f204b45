import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const siteStatisticsQuery = () =>
  queryOptions({
    queryKey: ['home', 'statistics'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Index/statistics', { signal })),
  });
