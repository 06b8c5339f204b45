import { api, unwrap } from '@/lib/api';

/** Claims one coupon of an offer. */
export const claimCoupon = (id: number) => unwrap(api.POST('/api/h5.coupon/receive', { body: { id } }));
