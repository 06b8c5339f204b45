import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from '../user/keys';
import { musicianKeys } from './keys';

export type WriterApplication = RequestBody<'applyWriter'>;

export const applyWriter = (body: WriterApplication) => unwrap(api.POST('/api/h5.writer/apply', { body }));

/** What it changes: The user's musician state and the user centre's entries by role. */
export const applyWriterChanges = [musicianKeys.all, userKeys.info.all] as const satisfies readonly QueryKeyPrefix[];
