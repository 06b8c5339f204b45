import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { homeKeys } from './keys';

export const siteStatisticsQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('statistics'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Index/statistics', { signal })),
    ...ROUTE_READ,
  });
