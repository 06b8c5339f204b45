import { api, unwrap } from '@/lib/api';

/** Applies for the refund of a failed group order. */
export const refundGroupOrder = (id: number) => unwrap(api.POST('/api/group/order/refund', { body: { id } }));
