import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { contentKeys } from './keys';

export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: contentKeys.service(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/service', { signal })),
  });
