// Musicians as everyone sees them: the directory, the genre groups, a musician's home and works, follows.
import type { Schema } from '@djshop/api';
import { phpTrim } from '@djshop/api/php-text';
import { fail, ok } from '../../envelope.ts';
import { worksOf } from '../../store/modules/goods.ts';
import type { UserRecord } from '../../store/modules/users.ts';
import { fanCounts, type WriterRecord } from '../../store/modules/writers.ts';
import { toggleFollow } from '../../store/services/library.ts';
import { type Handlers, read } from '../define.ts';
import { pageOf } from '../paging.ts';
import { goodsView, writerView } from '../views.ts';
import { NO_WRITER_MSG } from './shared.ts';

/** The groups of the genre tree; every genre of the catalogue is in exactly one. */
export const WRITER_CATEGORIES: Schema<'WriterCategory'>[] = [
  {
    id: 1,
    name: '浩室 House',
    children: ['Tech House', 'Deep House', 'Progressive House', 'Electro House', 'Funky House', 'Bounce'].map(
      (name, i) => ({ id: 11 + i, name }),
    ),
  },
  {
    id: 2,
    name: '电子 Electronic',
    children: ['Future Bass', 'Techno', 'Drum & Bass', 'Dubstep', 'Hardstyle', 'Psytrance'].map((name, i) => ({
      id: 21 + i,
      name,
    })),
  },
  { id: 3, name: '嘻哈 Urban', children: ['Trap', 'Hip-Hop'].map((name, i) => ({ id: 31 + i, name })) },
  {
    id: 4,
    name: '中文 Chinese',
    children: ['慢摇', '中文DJ', '越南鼓', 'Vinahouse', '电音', '嗨曲'].map((name, i) => ({ id: 41 + i, name })),
  },
];

export const handlers = {
  getWriterList: read(
    (ctx) => {
      const { keyword, genre, sort = 'fans' } = ctx.query;
      const state = ctx.state;
      const fans = fanCounts(state);
      const works = (w: WriterRecord) => state.goods.byWriter.get(w.id)?.length ?? 0;
      const needle = keyword ? phpTrim(keyword).toLowerCase() : '';
      const list = [...state.writers.byId.values()].filter((w) => {
        if (state.users.byId.get(w.user_id)?.writer_status !== 'approved') return false;
        if (needle && !w.nickname.toLowerCase().includes(needle)) return false;
        return !genre || w.genres.includes(genre);
      });
      const order: Record<typeof sort, (a: WriterRecord, b: WriterRecord) => number> = {
        fans: (a, b) => (fans.get(b.id) ?? 0) - (fans.get(a.id) ?? 0),
        works: (a, b) => works(b) - works(a),
        new: (a, b) => b.createtime - a.createtime,
      };
      list.sort((a, b) => order[sort](a, b) || a.id - b.id);
      return ok(pageOf(list, ctx.query, (w) => writerView(state, w, ctx.user)));
    },
    { perUser: true },
  ),

  getWriterCategories: read(() => ok(WRITER_CATEGORIES)),

  followWriter: (ctx) => {
    const user = ctx.user as UserRecord;
    const writer = ctx.state.writers.byId.get(ctx.body.writer_id);
    if (!writer) return fail(NO_WRITER_MSG);
    if (writer.user_id === user.id) return fail('You cannot follow yourself');
    const following = toggleFollow(ctx.state, user.id, writer.id);
    const fans = fanCounts(ctx.state).get(writer.id) ?? 0;
    return ok({ is_follow: following, fans }, following ? '关注成功' : '取消关注成功');
  },

  getWriterHome: read(
    (ctx) => {
      const state = ctx.state;
      const writer = state.writers.byId.get(ctx.query.id);
      if (!writer || state.users.byId.get(writer.user_id)?.writer_status !== 'approved') return fail(NO_WRITER_MSG);
      const works = worksOf(state, writer.id);
      return ok({
        writer: writerView(state, writer, ctx.user),
        banner: state.musician.banners.get(writer.id) ?? writer.avatar,
        albums: works.filter((g) => g.goods_type === 'pack').length,
        songs: works.filter((g) => g.goods_type === 'music').length,
        latest: works.slice(0, 6).map((g) => goodsView(state, g)),
      });
    },
    { perUser: true },
  ),

  getWriterWorks: read((ctx) => {
    const state = ctx.state;
    const writer = state.writers.byId.get(ctx.query.id);
    if (!writer) return fail(NO_WRITER_MSG);
    const kind = ctx.query.kind;
    const works = worksOf(state, writer.id).filter(
      (g) => !kind || (kind === 'song' ? g.goods_type === 'music' : g.goods_type === 'pack'),
    );
    return ok(pageOf(works, ctx.query, (g) => goodsView(state, g)));
  }),
} satisfies Handlers;
