// The contract's shapes of the core entities, built from the store's records. Handlers of every tag use
// these, so a Goods or a Writer looks the same in every answer.
import type { components } from '@djshop/api';
import { money } from '../envelope.ts';
import { firstBeatMs } from '../media/audio.ts';
import type { State } from '../store/index.ts';
import { type GoodsRecord, previewUrlOf } from '../store/modules/goods.ts';
import type { UserRecord } from '../store/modules/users.ts';
import { fansOf, followKey, type WriterRecord } from '../store/modules/writers.ts';

type Schemas = components['schemas'];

export function writerBrief(state: State, writerId: number | null): Schemas['WriterBrief'] | null {
  const w = writerId === null ? undefined : state.writers.byId.get(writerId);
  return w ? { id: w.id, nickname: w.nickname, avatar: w.avatar } : null;
}

export function goodsView(state: State, g: GoodsRecord): Schemas['Goods'] {
  return {
    id: g.id,
    title: g.title,
    image: g.image,
    goods_type: g.goods_type,
    section: g.section,
    channel: g.channel,
    price: money(g.priceCents),
    score_price: g.score_price,
    vip_free: g.vip_free,
    is_free: g.is_free,
    genre: g.genre,
    bpm: g.bpm,
    key: g.key,
    duration: g.duration,
    play_count: g.play_count,
    sales: g.sales,
    writer: writerBrief(state, g.writer_id),
    preview_url: previewUrlOf(g),
    preview_start: g.preview_start,
    ...(g.hasPreview ? { preview_first_beat_ms: firstBeatMs(g.id) } : {}),
    createtime: g.createtime,
  };
}

export function writerView(state: State, w: WriterRecord, viewer: UserRecord | null): Schemas['Writer'] {
  return {
    id: w.id,
    user_id: w.user_id,
    nickname: w.nickname,
    avatar: w.avatar,
    style: w.style,
    profile: w.profile,
    genres: w.genres,
    fans: fansOf(state.writers, w),
    works: state.goods.byWriter.get(w.id)?.length ?? 0,
    is_follow: viewer ? state.writers.follows.has(followKey(viewer.id, w.id)) : false,
  };
}

export function userBriefView(state: State, userId: number): Schemas['UserBrief'] {
  const u = state.users.byId.get(userId);
  return u
    ? { id: u.id, nickname: u.nickname, avatar: u.avatar }
    : { id: userId, nickname: '已注销 Deleted user', avatar: '/media/avatar/u0.jpg' };
}
