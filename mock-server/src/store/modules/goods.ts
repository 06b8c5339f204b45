// The catalogue: every goods item of every section, with its media and counters.
import { newestFirst } from '../ids.ts';

export type Section =
  | 'producer_single'
  | 'dj_single'
  | 'set'
  | 'pack'
  | 'album'
  | 'teaching'
  | 'vocal_tag'
  | 'sound_light'
  | 'stage_logo'
  | 'software'
  | 'video'
  | 'tv';
export type GoodsType = 'music' | 'pack' | 'physical';
export type ChannelId = 59 | 3 | 1 | 2 | 141;

export interface GoodsRecord {
  id: number;
  title: string;
  image: string;
  goods_type: GoodsType;
  section: Section;
  channel: ChannelId | null;
  priceCents: number;
  score_price: number | null;
  vip_free: boolean;
  is_free: boolean;
  genre: string[];
  bpm: number | null;
  key: string | null;
  duration: number;
  play_count: number;
  sales: number;
  writer_id: number | null;
  hasPreview: boolean;
  preview_start: number;
  createtime: number;
  description: string;
  images: string[];
  /** Pre-sale goods are listed on the pre-sale list before their release time. */
  presale: boolean;
  releasetime: number;
  stock: number | null;
  /** Cloud-drive delivery of the purchased file. */
  download_url: string;
}

export interface GoodsState {
  byId: Map<number, GoodsRecord>;
  /** In id order. */
  list: GoodsRecord[];
  bySection: Map<Section, GoodsRecord[]>;
  byWriter: Map<number, GoodsRecord[]>;
  nextId: number;
}

interface SectionPlan {
  section: Section;
  count: number;
  type: GoodsType;
  channel: ChannelId | null;
  /** Audio sections have BPM, key and a playable preview. */
  audio: boolean;
  /** Chance the item belongs to a musician. */
  writerChance: number;
  durationRange: [number, number];
  priceCents: number[];
}

export const SECTION_PLAN: SectionPlan[] = [
  {
    section: 'producer_single',
    count: 140,
    type: 'music',
    channel: 59,
    audio: true,
    writerChance: 1,
    durationRange: [150, 420],
    priceCents: [0, 500, 990, 1990, 2990],
  },
  {
    section: 'dj_single',
    count: 140,
    type: 'music',
    channel: 1,
    audio: true,
    writerChance: 0.7,
    durationRange: [150, 420],
    priceCents: [0, 990, 1990, 2990],
  },
  {
    section: 'set',
    count: 90,
    type: 'music',
    channel: 2,
    audio: true,
    writerChance: 0.7,
    durationRange: [1800, 4800],
    priceCents: [1990, 2990, 3990, 5990],
  },
  {
    section: 'pack',
    count: 60,
    type: 'pack',
    channel: 3,
    audio: true,
    writerChance: 0.3,
    durationRange: [0, 0],
    priceCents: [4990, 9990, 19900],
  },
  {
    section: 'album',
    count: 50,
    type: 'pack',
    channel: 141,
    audio: true,
    writerChance: 0.9,
    durationRange: [0, 0],
    priceCents: [2990, 4990, 9990],
  },
  {
    section: 'teaching',
    count: 20,
    type: 'pack',
    channel: null,
    audio: false,
    writerChance: 0.5,
    durationRange: [600, 5400],
    priceCents: [9900, 19900, 59900],
  },
  {
    section: 'vocal_tag',
    count: 20,
    type: 'music',
    channel: null,
    audio: true,
    writerChance: 0,
    durationRange: [5, 30],
    priceCents: [5000, 9900, 19900],
  },
  {
    section: 'sound_light',
    count: 20,
    type: 'physical',
    channel: null,
    audio: false,
    writerChance: 0,
    durationRange: [0, 0],
    priceCents: [39900, 129900, 899900],
  },
  {
    section: 'stage_logo',
    count: 15,
    type: 'pack',
    channel: null,
    audio: false,
    writerChance: 0,
    durationRange: [0, 0],
    priceCents: [9900, 29900],
  },
  {
    section: 'software',
    count: 15,
    type: 'pack',
    channel: null,
    audio: false,
    writerChance: 0,
    durationRange: [0, 0],
    priceCents: [0, 4990, 19900],
  },
  {
    section: 'video',
    count: 15,
    type: 'pack',
    channel: null,
    audio: false,
    writerChance: 0.5,
    durationRange: [60, 600],
    priceCents: [990, 2990],
  },
  {
    section: 'tv',
    count: 15,
    type: 'pack',
    channel: null,
    audio: false,
    writerChance: 0.3,
    durationRange: [1200, 3600],
    priceCents: [1990, 4990],
  },
];

export const previewUrlOf = (g: GoodsRecord): string | null => (g.hasPreview ? `/media/preview/${g.id}.wav` : null);

const EPISODE_COUNT: Partial<Record<Section, number>> = { teaching: 6, tv: 4, video: 1 };

/** How many episodes a video goods item (sections teaching, video, tv) has; 0 for other goods. */
export const episodeCountOf = (g: GoodsRecord): number => EPISODE_COUNT[g.section] ?? 0;

/** The whole video, or one episode (from 1) of it; the media routes serve exactly these. */
export const videoUrlOf = (g: GoodsRecord, episode?: number): string =>
  episode === undefined ? `/media/video/${g.id}.mp4` : `/media/video/${g.id}-${episode}.mp4`;

/** A musician's published works, newest first. */
export const worksOf = (state: { goods: GoodsState }, writerId: number): GoodsRecord[] =>
  [...(state.goods.byWriter.get(writerId) ?? [])].sort(newestFirst);

/** Published single tracks: what an album may collect. */
export const songsOf = (state: { goods: GoodsState }, writerId: number): GoodsRecord[] =>
  worksOf(state, writerId).filter((g) => g.goods_type === 'music');

/** Counts a play of a goods item. */
export function countPlayOf(goods: GoodsRecord): void {
  goods.play_count += 1;
}

export function countPlay(state: { goods: GoodsState }, goodsId: number): void {
  const goods = state.goods.byId.get(goodsId);
  if (goods) countPlayOf(goods);
}

/** Lists a new goods item (an approved submission) in every index. */
export function addGoods(goods: GoodsState, fields: Omit<GoodsRecord, 'id'>): GoodsRecord {
  const record: GoodsRecord = { id: goods.nextId++, ...fields };
  goods.byId.set(record.id, record);
  goods.list.push(record);
  goods.bySection.set(record.section, [...(goods.bySection.get(record.section) ?? []), record]);
  if (record.writer_id !== null) {
    goods.byWriter.set(record.writer_id, [...(goods.byWriter.get(record.writer_id) ?? []), record]);
  }
  return record;
}
