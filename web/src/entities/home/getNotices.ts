import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { homeKeys } from './keys';

export const noticesQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('notices'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.notice', { signal })),
    ...ROUTE_READ,
  });
