import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** One article; every fetch counts a view on the provider. */
export const circleArticleQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['circleDetail', 'article', id, token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/pageDetail', { params: { query: { id } }, signal })),
    enabled: id > 0,
  });
