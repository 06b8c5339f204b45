import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { musicianKeys } from './keys';

export type AlbumSubmission = RequestBody<'submitAlbum'>;

export const submitAlbum = (body: AlbumSubmission) => unwrap(api.POST('/api/h5.writer/album_apply', { body }));

/** What it changes: The musician's submissions (and, once approved, albums). */
export const submitAlbumChanges = [musicianKeys.all] as const satisfies readonly QueryKeyPrefix[];
