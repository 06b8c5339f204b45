import { queryOptions } from '@tanstack/react-query';
import { scope } from '@/lib/query-keys';
import { api, unwrap } from '../client';

export const systemKeys = { all: ['system'] as const, config: scope('system', 'config') };

export const getSystemConfig = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/h5.Index/setSystemInfo', signal ? { signal } : {}));

export const systemConfigQuery = () =>
  queryOptions({
    queryKey: systemKeys.config(),
    queryFn: ({ signal }) => getSystemConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
