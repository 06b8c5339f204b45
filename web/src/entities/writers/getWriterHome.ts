import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { writerKeys } from './keys';

export const writerHomeQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: writerKeys.home(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.writer/home', { params: { query: { id } }, signal })),
    ...ROUTE_READ,
    enabled: id > 0,
  });
