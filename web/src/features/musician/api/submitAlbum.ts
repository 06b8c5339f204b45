import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export type AlbumSubmission = RequestBody<'submitAlbum'>;

export const submitAlbum = (body: AlbumSubmission) => unwrap(api.POST('/api/h5.writer/album_apply', { body }));
