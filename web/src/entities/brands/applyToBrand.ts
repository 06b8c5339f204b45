import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { brandKeys } from './keys';

/** Asks to join a brand's team; the application then waits for the owner. */
export const applyToBrand = (brandId: number, reason: string) =>
  unwrap(api.POST('/api/h5.brand/apply', { body: { brand_id: brandId, reason } }));

/** What it changes: The brand's applications and the user's application state. */
export const applyToBrandChanges = [brandKeys.all] as const satisfies readonly QueryKeyPrefix[];
