import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { orderKeys } from './keys';

/**
 * One order, with the provider's clock: the countdown to the automatic cancellation is measured against the
 * provider's time (the envelope's `time`), not the phone's, which may be wrong.
 */
export const orderDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(id, token),
    queryFn: async ({ signal }) => {
      const call = api.GET('/api/h5.user/orderDetail', { params: { query: { id } }, signal });
      const order = await unwrap(call);
      const { data } = await call;
      const serverSec = Number(data?.time);
      const receivedMs = Date.now();
      return { order, clockSkewMs: Number.isFinite(serverSec) ? serverSec * 1000 - receivedMs : 0 };
    },
    enabled: Boolean(token),
  });
