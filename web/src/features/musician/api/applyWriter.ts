import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export type WriterApplication = RequestBody<'applyWriter'>;

export const applyWriter = (body: WriterApplication) => unwrap(api.POST('/api/h5.writer/apply', { body }));
