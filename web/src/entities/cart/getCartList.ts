import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { cartKeys } from './keys';

export const cartListQuery = (token: string | null) =>
  queryOptions({
    queryKey: cartKeys.list(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/cartList', { signal })),
    enabled: Boolean(token),
  });
