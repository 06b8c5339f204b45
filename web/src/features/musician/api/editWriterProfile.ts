import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export type WriterProfileEdit = RequestBody<'editWriterProfile'>;

export const editWriterProfile = (body: WriterProfileEdit) => unwrap(api.POST('/api/user/edit_writer', { body }));
