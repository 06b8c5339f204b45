import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { circleKeys } from './keys';

/** The articles the signed-in user keeps as favourites, most recently favourited first. */
export const favoriteCircleArticlesQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: circleKeys.favorites(token),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.circle/favorites', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
