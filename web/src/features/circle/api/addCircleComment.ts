import { api, unwrap } from '@/lib/api';

/** Comments on an article; answers the comment as stored (escaped). */
export const addCircleComment = (id: number, content: string) =>
  unwrap(api.POST('/api/h5.circle/comment', { body: { id, content } }));
