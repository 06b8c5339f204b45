import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The signed-in user, for whether VIP-free tracks are already theirs. */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/userInfo', { signal })),
    enabled: Boolean(token),
  });
