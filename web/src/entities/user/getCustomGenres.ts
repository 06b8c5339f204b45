import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { userKeys } from './keys';

/** Every catalogue genre, the user's choices marked, and how many may be chosen. */
export const customGenresQuery = (token: string | null) =>
  queryOptions({
    queryKey: userKeys.customGenres(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/customGenre', { signal })),
    enabled: Boolean(token),
  });
