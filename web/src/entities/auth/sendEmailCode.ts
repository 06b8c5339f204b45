import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export const sendEmailCode = (body: RequestBody<'sendEmailCode'>) => unwrap(api.POST('/api/Ems/send', { body }));
