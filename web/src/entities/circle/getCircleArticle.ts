import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** One article; every fetch counts a view on the provider. */
export const circleArticleQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: circleKeys.article(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/pageDetail', { params: { query: { id } }, signal })),
    // A route asks for it beside its page's code (app/route-data.ts): the page reads that answer.
    staleTime: ROUTE_DATA_FRESH_MS,
    enabled: id > 0,
  });
