// The seeded circle: articles by the seeded users and their comments.
import { filterText } from '@djshop/api/php-text';
import { type CircleCommentRecord, type CircleState, toggleFavorite, toggleLike } from '../modules/circle.ts';
import type { UsersState } from '../modules/users.ts';
import { DAY_SEC, pastTime, type SeedContext } from '../seed-context.ts';

const TOPICS: [string, string][] = [
  ['新歌发布 New track out', '新作品上线啦，欢迎试听！New release is live, have a listen.'],
  ['今晚驻场 Playing tonight', '今晚十点在上海 Bar 见, see you on the dance floor.'],
  ['求推荐 Looking for tracks', '有没有适合暖场的 Deep House？Any warm-up Deep House tips?'],
  ['混音心得 Mixing notes', '接歌时先对齐 BPM，再用 EQ 切低频。Match the BPM first, then swap the lows.'],
  ['设备分享 My setup', '新入手 DDJ-FLX10，手感很好。Just got a new controller, feels great.'],
  ['现场视频 Live clip', '上周末的现场，气氛炸了 🔥 Last weekend was wild.'],
  ['制作教程 Production tip', 'Sidechain 压缩让底鼓更有力。Sidechain makes the kick punch through.'],
  ['歌单 Playlist', '车载必备的十首慢摇 Ten tracks for the car.'],
  ['活动预告 Event', '下个月电音节门票开售 Festival tickets on sale next month.'],
  ['感谢 Thanks', '感谢大家支持，作品破万下载！10k downloads, thank you all.'],
  ['合作 Collab', '寻找 MC 合作一首 Bounce, DM me for a collab.'],
  ['日常 Studio day', '今天在棚里做了一整天鼓组 A whole day on drums in the studio.'],
];

const COMMENT_LINES = [
  '太赞了 Love it',
  '同去同去 Count me in',
  '求链接 Link please?',
  '学到了，感谢分享 Learned something, thanks',
  '这套设备不错 Nice setup',
  '下次带上我 Take me next time',
  '支持一下 Respect',
  'BPM 多少？What BPM?',
];

/**
 * One comment record for each counted comment. Drawn after everything else in this module, so the articles,
 * likes and favourites seeded above stay what they were before comments had records.
 */
function seedCircleComments(ctx: SeedContext, state: CircleState, userIds: number[]): void {
  const { en } = ctx;
  for (const article of state.byId.values()) {
    const list: CircleCommentRecord[] = [];
    for (let n = 0; n < article.comments; n++) {
      list.push({
        id: state.nextCommentId++,
        article_id: article.id,
        user_id: en.helpers.arrayElement(userIds),
        content: filterText(en.helpers.arrayElement(COMMENT_LINES)),
        createtime: en.number.int({ min: article.createtime, max: ctx.nowSec }),
      });
    }
    list.sort((a, b) => b.createtime - a.createtime || b.id - a.id);
    if (list.length) state.comments.set(article.id, list);
  }
}

export function seedCircle(ctx: SeedContext<{ users: UsersState }>): CircleState {
  const { en } = ctx;
  const users = [...ctx.state.users.byId.values()];
  const demo = users.filter((u) => u.username.startsWith('demo-'));
  const state: CircleState = {
    byId: new Map(),
    likes: new Map(),
    favorites: new Map(),
    nextId: 1,
    comments: new Map(),
    nextCommentId: 1,
  };
  const COUNT = 48;
  for (let i = 0; i < COUNT; i++) {
    // Every demo account has articles of its own; the rest are by musicians and other users.
    const author = i < demo.length * 2 ? (demo[i % demo.length] ?? users[0]) : en.helpers.arrayElement(users);
    if (!author) break;
    const [title, content] = en.helpers.arrayElement(TOPICS);
    const id = state.nextId++;
    const imageCount = en.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 4, value: 1 },
      { weight: 2, value: 3 },
      { weight: 1, value: 9 },
    ]);
    state.byId.set(id, {
      id,
      user_id: author.id,
      title: filterText(title),
      content: filterText(`${content} ${en.lorem.sentence({ min: 4, max: 14 })}`),
      images: Array.from({ length: imageCount }, (_, n) => `/media/image/circle-${id}-${n + 1}.jpg`),
      likes: en.datatype.boolean({ probability: 0.1 })
        ? en.number.int({ min: 10_001, max: 60_000 })
        : en.number.int({ min: 0, max: 900 }),
      favorites: en.number.int({ min: 0, max: 200 }),
      comments: en.number.int({ min: 0, max: 80 }),
      views: en.number.int({ min: 50, max: 90_000 }),
      // The first ones are the newest, so each demo account's own articles are near the top.
      createtime: i < 3 ? ctx.nowSec - (i + 1) * 1800 : pastTime(ctx, 120, 0.1),
      deleted: false,
    });
  }
  // One deleted article, so an old link to it shows 'The article does not exist'.
  const deleted = state.byId.get(COUNT);
  if (deleted) deleted.deleted = true;

  const live = [...state.byId.values()].filter((a) => !a.deleted);
  for (const user of users) {
    const isDemo = user.username.startsWith('demo-');
    const likeCount = isDemo ? 6 : en.number.int({ min: 0, max: 3 });
    const favCount = isDemo ? 4 : en.number.int({ min: 0, max: 2 });
    for (const a of en.helpers.arrayElements(live, likeCount)) toggleLike(state, user.id, a);
    for (const a of en.helpers.arrayElements(live, favCount)) {
      toggleFavorite(
        state,
        user.id,
        a,
        Math.max(a.createtime, ctx.nowSec - en.number.int({ min: 60, max: 30 * DAY_SEC })),
      );
    }
  }
  seedCircleComments(
    ctx,
    state,
    users.map((u) => u.id),
  );
  return state;
}
