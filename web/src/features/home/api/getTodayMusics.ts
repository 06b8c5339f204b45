import { queryOptions } from '@tanstack/react-query';
import { HOME_TEASER_ROWS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';

/** The first page only: Home shows a teaser of the list. */
export const todayMusicsQuery = () =>
  queryOptions({
    queryKey: ['home', 'todayMusics'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/h5.index/today_musics', { params: { query: { page: 1, limit: HOME_TEASER_ROWS } }, signal }),
      ),
  });
