import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

/** Saves the changed profile fields; answers the user as the provider now holds it. */
export const editUserInfo = (body: RequestBody<'editUserInfo'>) => unwrap(api.POST('/api/h5.user/editinfo', { body }));
