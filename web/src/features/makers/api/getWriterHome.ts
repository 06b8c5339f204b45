import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const writerHomeQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['makers', 'home', id, token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.writer/home', { params: { query: { id } }, signal })),
    enabled: id > 0,
  });
