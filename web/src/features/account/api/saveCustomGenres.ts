import { api, unwrap } from '@/lib/api';

/** Replaces the user's chosen genres. */
export const saveCustomGenres = (genres: string[]) =>
  unwrap(api.POST('/api/h5.user/customGenre', { body: { genres } }));
