import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { musicianKeys, writerKeys } from './keys';

export type WriterProfileEdit = RequestBody<'editWriterProfile'>;

export const editWriterProfile = (body: WriterProfileEdit) => unwrap(api.POST('/api/user/edit_writer', { body }));

/** What it changes: The musician's own profile and how the shop shows them (directory, home). */
export const editWriterProfileChanges = [
  musicianKeys.all,
  writerKeys.all,
  homeKeys.section('writers'),
] as const satisfies readonly QueryKeyPrefix[];
