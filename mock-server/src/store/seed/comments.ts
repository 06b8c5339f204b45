// The seeded goods comments and their replies.

import type { CommentRecord, CommentsState } from '../modules/comments.ts';
import type { GoodsState } from '../modules/goods.ts';
import type { UsersState } from '../modules/users.ts';
import { pastTime, type SeedContext } from '../seed-context.ts';

const LINES = [
  '太好听了！Love this track',
  '低音很炸，车载必备',
  'Drop 太燃了 🔥',
  'BPM 正好适合接歌，感谢分享',
  '音质不错, 320k clear',
  '求出续集 Vol.2 please',
  '已下载，现场用过效果很好',
  'Nice mix, smooth transitions',
];

export function seedComments(ctx: SeedContext<{ users: UsersState; goods: GoodsState }>): CommentsState {
  const { en } = ctx;
  const state: CommentsState = { byId: new Map(), byGoods: new Map(), nextId: 1, nextReplyId: 1 };
  const userIds = [...ctx.state.users.byId.keys()];
  for (const goods of ctx.state.goods.list.slice(0, 160)) {
    const n = en.number.int({ min: 0, max: 8 });
    const list: CommentRecord[] = [];
    for (let i = 0; i < n; i++) {
      const created = pastTime(ctx, 200);
      const comment: CommentRecord = {
        id: state.nextId++,
        goods_id: goods.id,
        user_id: en.helpers.arrayElement(userIds),
        content: en.helpers.arrayElement(LINES),
        star: en.datatype.boolean({ probability: 0.4 }) ? en.number.int({ min: 3, max: 5 }) : null,
        createtime: created,
        replies: [],
      };
      const replies = en.number.int({ min: 0, max: 4 });
      for (let r = 0; r < replies; r++) {
        comment.replies.push({
          id: state.nextReplyId++,
          comment_id: comment.id,
          user_id: en.helpers.arrayElement(userIds),
          content: en.helpers.arrayElement(['同感 Agreed', '+1', '哪里下载？Where to download?', '谢谢 Thanks']),
          reply_to_user_id: r > 0 && en.datatype.boolean() ? en.helpers.arrayElement(userIds) : null,
          createtime: created + (r + 1) * 600,
        });
      }
      state.byId.set(comment.id, comment);
      list.push(comment);
    }
    // Newest first, the order every list shows.
    list.sort((a, b) => b.createtime - a.createtime || b.id - a.id);
    if (list.length) state.byGoods.set(goods.id, list);
  }
  return state;
}
