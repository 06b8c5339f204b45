import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { authKeys } from './keys';

export const checkLoginQuery = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.checkLogin(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/checkLogin', { signal })),
  });
