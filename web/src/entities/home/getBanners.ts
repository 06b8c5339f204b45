import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { homeKeys } from './keys';

export const bannersQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('banners'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Banner', { signal })),
    ...ROUTE_READ,
  });
