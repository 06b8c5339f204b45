import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { userKeys } from './keys';

export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: userKeys.info(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/userInfo', { signal })),
    enabled: Boolean(token),
  });
