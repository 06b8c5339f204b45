import { queryOptions } from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** One article; every fetch counts a view on the provider. */
export const circleArticleQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: circleKeys.article(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/pageDetail', { params: { query: { id } }, signal })),
    // A route asks for it beside its page's code (app/route-data.ts): the page reads that answer, and a
    // failed one is the page's error to show (with its retry), not a second request and a second toast.
    staleTime: ROUTE_DATA_FRESH_MS,
    retryOnMount: false,
    enabled: id > 0,
  });
