import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from '../user/keys';

export const resetPassword = (body: RequestBody<'resetPassword'>) => unwrap(api.POST('/api/user/resetpwd', { body }));

/** What it changes: The profile (whether the password is still the random one). */
export const resetPasswordChanges = [userKeys.info.all] as const satisfies readonly QueryKeyPrefix[];
