import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const resetPassword = (body: RequestBody<'resetPassword'>) => unwrap(api.POST('/api/user/resetpwd', { body }));
