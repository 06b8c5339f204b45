import { api, unwrap } from '@/lib/api';

/** Likes the article, or takes the like back; answers the new state and count. */
export const likeCircleArticle = (id: number) => unwrap(api.POST('/api/h5.circle/like', { body: { id } }));
