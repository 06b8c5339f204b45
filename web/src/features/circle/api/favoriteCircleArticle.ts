import { api, unwrap } from '@/lib/api';

/** Keeps the article as a favourite, or drops it; answers the new state and count. */
export const favoriteCircleArticle = (id: number) => unwrap(api.POST('/api/h5.circle/favorite', { body: { id } }));
