import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { orderKeys } from './keys';

/** One group order: members, state and refund. */
export const groupOrderQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: orderKeys.group(id, token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/group/order/detail/{id}', { params: { path: { id } }, signal })),
    enabled: Boolean(token),
  });
