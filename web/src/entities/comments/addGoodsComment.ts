import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { goodsKeys } from '../goods/keys';
import { commentKeys } from './keys';

export const addGoodsComment = (goodsId: number, content: string) =>
  unwrap(api.POST('/api/h5.goods/comment', { body: { goods_id: goodsId, content } }));

/** What it changes: The goods' comments and the count its detail pages show. */
export const addGoodsCommentChanges = [
  commentKeys.all,
  goodsKeys.detail.all,
] as const satisfies readonly QueryKeyPrefix[];
