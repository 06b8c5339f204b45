import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** One article; every fetch counts a view on the provider. */
export const circleArticleQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: circleKeys.article(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/pageDetail', { params: { query: { id } }, signal })),
    ...ROUTE_READ,
    enabled: id > 0,
  });
