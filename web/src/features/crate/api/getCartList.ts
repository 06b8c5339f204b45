import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const cartListQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['cart', 'list', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.user/cartList', { signal })),
    enabled: Boolean(token),
  });
