import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const registerAccount = (body: RequestBody<'registerAccount'>) =>
  unwrap(api.POST('/api/h5.user/register', { body }));
