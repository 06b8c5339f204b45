import { api, unwrap } from '@/lib/api';

export interface BrandProfile {
  name: string;
  logo: string;
  description: string;
}

/** Saves the owner's brand profile; answers the brand as stored. */
export const editBrand = (profile: BrandProfile) => unwrap(api.POST('/api/h5.brand/edit', { body: profile }));
