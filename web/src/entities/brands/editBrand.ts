import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { brandKeys } from './keys';

export interface BrandProfile {
  name: string;
  logo: string;
  description: string;
}

/** Saves the owner's brand profile; answers the brand as stored. */
export const editBrand = (profile: BrandProfile) => unwrap(api.POST('/api/h5.brand/edit', { body: profile }));

/** What it changes: The brand wherever shown. */
export const editBrandChanges = [brandKeys.all] as const satisfies readonly QueryKeyPrefix[];
