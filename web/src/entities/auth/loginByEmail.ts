import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const loginByEmail = (body: RequestBody<'loginByEmail'>) =>
  unwrap(api.POST('/api/h5.user/emaillogin', { body }));
