import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { musicianKeys } from './keys';

export type SongSubmission = RequestBody<'submitSong'>;

export const submitSong = (body: SongSubmission) => unwrap(api.POST('/api/h5.writer/music_apply', { body }));

/** What it changes: The musician's submissions (and, once approved, songs). */
export const submitSongChanges = [musicianKeys.all] as const satisfies readonly QueryKeyPrefix[];
