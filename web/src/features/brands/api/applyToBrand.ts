import { api, unwrap } from '@/lib/api';

/** Asks to join a brand's team; the application then waits for the owner. */
export const applyToBrand = (brandId: number, reason: string) =>
  unwrap(api.POST('/api/h5.brand/apply', { body: { brand_id: brandId, reason } }));
