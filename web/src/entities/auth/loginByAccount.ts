import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const loginByAccount = (body: RequestBody<'loginByAccount'>) => unwrap(api.POST('/api/h5.user/login', { body }));
