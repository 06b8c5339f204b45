import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The user's balance, for paying an unpaid order later. */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/userInfo', { signal })),
    enabled: Boolean(token),
  });
