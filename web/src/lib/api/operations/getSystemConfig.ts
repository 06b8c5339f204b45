import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';

export const getSystemConfig = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/h5.Index/setSystemInfo', signal ? { signal } : {}));

export const systemConfigQuery = () =>
  queryOptions({
    queryKey: ['system', 'config'] as const,
    queryFn: ({ signal }) => getSystemConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
