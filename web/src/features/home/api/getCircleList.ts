import { queryOptions } from '@tanstack/react-query';
import { HOME_CIRCLE_ROWS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';

/** The first page only: Home shows a teaser of the list. */
export const circleQuery = () =>
  queryOptions({
    queryKey: ['home', 'circle'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/h5.index/circle', { params: { query: { page: 1, limit: HOME_CIRCLE_ROWS } }, signal })),
  });
