import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export type SongSubmission = RequestBody<'submitSong'>;

export const submitSong = (body: SongSubmission) => unwrap(api.POST('/api/h5.writer/music_apply', { body }));
