import { api, unwrap } from '@/lib/api';

/** Cancels an unpaid order. */
export const cancelOrder = (id: number) => unwrap(api.POST('/api/h5.user/orderCancel', { body: { id } }));
