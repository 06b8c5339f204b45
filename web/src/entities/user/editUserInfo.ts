import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from './keys';

/** Saves the changed profile fields; answers the user as the provider now holds it. */
export const editUserInfo = (body: RequestBody<'editUserInfo'>) => unwrap(api.POST('/api/h5.user/editinfo', { body }));

/** What it changes: The profile wherever shown. */
export const editUserInfoChanges = [userKeys.info.all] as const satisfies readonly QueryKeyPrefix[];
