import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { goodsKeys } from '../goods/keys';
import { userKeys } from './keys';

/** Replaces the user's chosen genres. */
export const saveCustomGenres = (genres: string[]) =>
  unwrap(api.POST('/api/h5.user/customGenre', { body: { genres } }));

/** What it changes: The user's genres and the Category tab's filters and results that follow them. */
export const saveCustomGenresChanges = [
  userKeys.customGenres.all,
  goodsKeys.filters.all,
  goodsKeys.search('category').all,
] as const satisfies readonly QueryKeyPrefix[];
