import type { QueryParams } from '@djshop/api';
import { api, unwrap } from '../client';

export type DownloadParams = QueryParams<'getDownloadUrl'>;

/** The download link of a goods item (a URL string). */
export const getDownloadUrl = (query: DownloadParams) => unwrap(api.GET('/api/h5.downloadurl', { params: { query } }));
