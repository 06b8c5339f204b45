import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Every catalogue genre, the user's choices marked, and how many may be chosen. */
export const customGenresQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['customGenres', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/customGenre', { signal })),
    enabled: Boolean(token),
  });
