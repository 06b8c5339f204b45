import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The user's musician state; the same query key as the musician pages', so they share one answer. */
export const writerInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['musician', 'info', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.writer/getWriterInfo', { signal })),
    enabled: Boolean(token),
  });
