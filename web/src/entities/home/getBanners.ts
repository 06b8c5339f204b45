import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { homeKeys } from './keys';

export const bannersQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('banners'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Banner', { signal })),
    // Asked for with Home's code (app/route-data.ts): Home reads the answer instead of asking again.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
  });
