import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The user's balance and points, for a purchase the preview call does not price (a VIP card). */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/userInfo', { signal })),
    enabled: Boolean(token),
  });
