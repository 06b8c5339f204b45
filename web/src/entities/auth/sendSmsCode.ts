import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const sendSmsCode = (body: RequestBody<'sendSmsCode'>) => unwrap(api.POST('/api/h5.user/get_code', { body }));
