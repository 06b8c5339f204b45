import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { homeKeys } from './keys';

export const siteStatisticsQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('statistics'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Index/statistics', { signal })),
    // Asked for with Home's code (app/route-data.ts): Home reads the answer instead of asking again.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });
