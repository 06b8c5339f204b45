import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const checkLoginQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'checkLogin', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/checkLogin', { signal })),
  });
