import type { components } from '@djshop/api';
import { userText } from '@/lib/user-text';

type Goods = components['schemas']['Goods'];

/**
 * What the player needs of a goods item to play its preview and show it on the lock screen. The title and
 * artist are decoded once here (the provider escapes its text), so the mini player, the play page and the
 * lock screen show them as written.
 */
export interface Track {
  readonly id: number;
  readonly title: string;
  readonly artist: string;
  readonly cover: string;
  /** The preview's provider path (resolved with `mediaUrl` when played). */
  readonly src: string;
  /** Where the preview starts, in seconds. */
  readonly startAt: number;
  /** The goods item's kind and section, for links back to its detail page. */
  readonly goodsType: Goods['goods_type'];
  readonly section: Goods['section'];
  /** What the crate weighs a track by (its key, tempo, and whether it is free or VIP-free). */
  readonly key?: string | null;
  readonly bpm?: number | null;
  readonly vipFree?: boolean;
  readonly isFree?: boolean;
}

/** Video goods preview as a trial clip on their own page's video player, not in the audio player. */
const VIDEO_SECTIONS: readonly Goods['section'][] = ['teaching', 'video', 'tv'];

/** The track of a goods item with an audio preview, or null for goods without one. */
export function trackOf(goods: Goods): Track | null {
  if (!goods.preview_url || VIDEO_SECTIONS.includes(goods.section)) return null;
  return {
    id: goods.id,
    title: userText(goods.title),
    artist: userText(goods.writer?.nickname),
    cover: goods.image,
    src: goods.preview_url,
    startAt: Math.max(0, goods.preview_start),
    goodsType: goods.goods_type,
    section: goods.section,
    key: goods.key,
    bpm: goods.bpm,
    vipFree: goods.vip_free,
    isFree: goods.is_free,
  };
}

/** The playable tracks of a list, in its order: what previous/next walk through. */
export function tracksOf(goods: readonly Goods[]): Track[] {
  return goods.map(trackOf).filter((track): track is Track => track !== null);
}
