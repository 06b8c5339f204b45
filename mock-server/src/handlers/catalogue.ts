// Listings, filters and detail pages of the catalogue.
import type { components, QueryParams } from '@djshop/api';
import { fail, money, ok } from '../envelope.ts';
import { previewWaveform } from '../media/audio.ts';
import { downloadExtOf } from '../media/signed.ts';
import type { State } from '../store/index.ts';
import {
  countPlayOf as countGoodsPlay,
  episodeCountOf,
  type GoodsRecord,
  SECTION_PLAN,
  type Section,
  videoUrlOf,
} from '../store/modules/goods.ts';
import { hasPurchased, isCollected } from '../store/modules/library.ts';
import { isVip, type UserRecord } from '../store/modules/users.ts';
import { CAMELOT_KEYS, GENRES, NOTE_KEYS } from '../store/words.ts';
import { counted, type HandlerContext, type HandlerSpec, type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { goodsView } from './views.ts';

type Schemas = components['schemas'];
type CatalogueQuery = QueryParams<ListingId>;
type Sort = Schemas['CatalogueSort'];

export const GOODS_GONE = 'The goods do not exist or have been removed';
const INVALID = 'Invalid parameters';

const cents = (m: string) => Math.round(Number(m) * 100);

const COMPARE: Record<Sort, (a: GoodsRecord, b: GoodsRecord) => number> = {
  new: (a, b) => b.createtime - a.createtime || b.id - a.id,
  hot: (a, b) => b.play_count - a.play_count || b.id - a.id,
  sales: (a, b) => b.sales - a.sales || b.id - a.id,
  price_asc: (a, b) => a.priceCents - b.priceCents || b.id - a.id,
  price_desc: (a, b) => b.priceCents - a.priceCents || b.id - a.id,
};

/** The common catalogue filters of every listing, combined with AND; a message when the query contradicts itself. */
export function filterGoods(state: State, items: readonly GoodsRecord[], q: CatalogueQuery): GoodsRecord[] | string {
  if (q.bpm_min !== undefined && q.bpm_max !== undefined && q.bpm_min > q.bpm_max) {
    return `${INVALID}: bpm_min is above bpm_max`;
  }
  const priceMin = q.price_min === undefined ? undefined : cents(q.price_min);
  const priceMax = q.price_max === undefined ? undefined : cents(q.price_max);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    return `${INVALID}: price_min is above price_max`;
  }
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  const genre = q.genre?.toLowerCase();
  const out = items.filter((g) => {
    if (keyword) {
      const writer = g.writer_id === null ? '' : (state.writers.byId.get(g.writer_id)?.nickname ?? '');
      if (!g.title.toLowerCase().includes(keyword) && !writer.toLowerCase().includes(keyword)) return false;
    }
    if (genre && !g.genre.some((x) => x.toLowerCase() === genre)) return false;
    if (q.bpm_min !== undefined && (g.bpm === null || g.bpm < q.bpm_min)) return false;
    if (q.bpm_max !== undefined && (g.bpm === null || g.bpm > q.bpm_max)) return false;
    if (q.key !== undefined && g.key !== q.key) return false;
    if (priceMin !== undefined && g.priceCents < priceMin) return false;
    if (priceMax !== undefined && g.priceCents > priceMax) return false;
    if (q.free === 1 && !g.is_free) return false;
    if (q.free === 0 && g.is_free) return false;
    return true;
  });
  return out.sort(COMPARE[q.sort ?? 'new']);
}

type ListingId =
  | 'searchGoods'
  | 'getSelectedMusicPacks'
  | 'getSuiteList'
  | 'getProducerSingles'
  | 'getDjSingles'
  | 'getAlbums'
  | 'getTeachingVideos'
  | 'getVipFreeList'
  | 'getWelfareList'
  | 'getVocalTagOffers'
  | 'getSoundLightGear'
  | 'getStageNameLogos'
  | 'getSoftware'
  | 'getUnlockableMusic';

/** A listing over a fixed part of the catalogue; every listing answers a GoodsPage. */
const listing = (source: (state: State, q: QueryParams<ListingId>) => readonly GoodsRecord[]): HandlerSpec<ListingId> =>
  read<ListingId>((ctx) => {
    const items = filterGoods(ctx.state, source(ctx.state, ctx.query), ctx.query);
    if (typeof items === 'string') return fail(items);
    return ok(pageOf(items, ctx.query, (g) => goodsView(ctx.state, g)));
  });

const section = (name: Section) => (state: State) => state.goods.bySection.get(name) ?? [];
const channel = (id: number) => (state: State) => state.goods.list.filter((g) => g.channel === id);

/** Goods on sale below their usual price; the listed `price` is already the discounted one. */
export const isDiscounted = (g: GoodsRecord) => g.priceCents > 0 && g.id % 17 === 3;

const SECTION_NAMES: Record<Section, string> = {
  producer_single: '音乐人单曲 Producer singles',
  dj_single: '精选单曲 DJ singles',
  set: '串烧 Sets',
  pack: '精选包 Packs',
  album: '专辑 Albums',
  teaching: 'DJ教学 Teaching',
  vocal_tag: '人声标签 Vocal tags',
  sound_light: '音响灯光 Sound & light',
  stage_logo: '艺名Logo Stage logos',
  software: '软件 Software',
  video: '视频 Videos',
  tv: 'TV',
};

const SORT_NAMES: Record<Sort, string> = {
  new: '最新 Newest',
  hot: '最热 Most played',
  sales: '销量 Best-selling',
  price_asc: '价格从低到高 Price: low to high',
  price_desc: '价格从高到低 Price: high to low',
};

const CHANNELS: Schemas['ChannelCategory'][] = [
  { key: 'music', channel: 59, name: '音乐人 Music producer' },
  { key: 'selected_pack', channel: 3, name: '精选包 Selected pack' },
  { key: 'dj', channel: 1, name: '精选单曲 Selected single' },
  { key: 'skewer', channel: 2, name: '串烧 Set' },
  { key: 'playlist', channel: 141, name: '专辑 Album' },
];

const canAccess = (g: GoodsRecord, state: State, user: UserRecord | null, nowSec: number) =>
  g.is_free || (!!user && (hasPurchased(state, user.id, g.id) || (g.vip_free && isVip(user, nowSec))));

/** The works of a pack or album: a stable choice of music goods, newest first. */
function tracksOf(state: State, pack: GoodsRecord): GoodsRecord[] {
  const pool = state.goods.list.filter((g) => g.goods_type === 'music' && g.section !== 'vocal_tag');
  if (pool.length === 0) return [];
  const count = 4 + (pack.id % 6);
  const picked = new Map<number, GoodsRecord>();
  for (let k = 0; picked.size < count && k < count * 3; k++) {
    const g = pool[(pack.id * 31 + k * 17) % pool.length];
    if (g) picked.set(g.id, g);
  }
  return [...picked.values()].sort(COMPARE.new);
}

/** A visit to a detail page: the item, and what the answer shows of the viewer's relation to it. */
interface Visit {
  g: GoodsRecord;
  bought: boolean;
  collected: boolean;
  access: boolean;
}

const visitOf = (ctx: HandlerContext<'getGoodsDetail' | 'getVideoDetail'>, g: GoodsRecord): Visit => {
  const user = ctx.user;
  return {
    g,
    bought: user ? hasPurchased(ctx.state, user.id, g.id) : false,
    collected: user ? isCollected(ctx.state, user.id, g.id) : false,
    access: canAccess(g, ctx.state, user, ctx.seconds()),
  };
};

/** The viewer-dependent part of a detail's cache key. */
const visitKey = (v: Visit) => `${v.g.id}|${+v.bought}${+v.collected}${+v.access}`;

/** A detail page counts a play of its item. */
const countPlay = (v: Visit) => countGoodsPlay(v.g);

/** The `count` items of `items` that sort first by `compare`, without `except`; a scan, not a sort. */
function firstBy<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number, except: T): T[] {
  const top: T[] = [];
  for (const x of items) {
    if (x === except) continue;
    if (top.length === count && compare(x, top[count - 1] as T) >= 0) continue;
    let at = Math.min(top.length, count - 1);
    while (at > 0 && compare(x, top[at - 1] as T) < 0) at--;
    top.splice(at, 0, x);
    if (top.length > count) top.pop();
  }
  return top;
}

const RELATED_COUNT = 6;

export const handlers = {
  searchGoods: listing((state, q) => {
    const s = q as QueryParams<'searchGoods'>;
    return state.goods.list.filter(
      (g) =>
        (s.channel === undefined || g.channel === s.channel) &&
        (s.goods_type === undefined || g.goods_type === s.goods_type) &&
        (s.section === undefined || g.section === s.section) &&
        (s.vip === undefined || g.vip_free === (s.vip === 1)),
    );
  }),
  getSelectedMusicPacks: listing(channel(3)),
  getSuiteList: listing(channel(2)),
  getProducerSingles: listing(channel(59)),
  getDjSingles: listing(channel(1)),
  getAlbums: listing(channel(141)),
  getTeachingVideos: listing(section('teaching')),
  getVipFreeList: listing((state) => state.goods.list.filter((g) => g.vip_free)),
  getWelfareList: listing((state, q) => {
    const tab = (q as QueryParams<'getWelfareList'>).tab ?? 'free';
    return state.goods.list.filter((g) => (tab === 'free' ? g.is_free : isDiscounted(g)));
  }),
  getVocalTagOffers: listing(section('vocal_tag')),
  getSoundLightGear: listing(section('sound_light')),
  getStageNameLogos: listing(section('stage_logo')),
  getSoftware: listing(section('software')),
  getUnlockableMusic: listing((state) => state.goods.list.filter((g) => g.score_price !== null)),

  getSingerTracks: read((ctx) => {
    const writer = ctx.state.writers.byId.get(ctx.query.writer_id);
    if (!writer) return fail('The musician does not exist');
    const items = filterGoods(ctx.state, ctx.state.goods.byWriter.get(writer.id) ?? [], ctx.query);
    if (typeof items === 'string') return fail(items);
    return ok(pageOf(items, ctx.query, (g) => goodsView(ctx.state, g)));
  }),

  getCatalogueFilters: read((ctx) => {
    const listed = ctx.state.goods.list;
    const genres = new Set<string>();
    const keys = new Set<string>();
    let bpmMin = 250;
    let bpmMax = 40;
    let priceMin = Number.POSITIVE_INFINITY;
    let priceMax = 0;
    for (const g of listed) {
      for (const x of g.genre) genres.add(x);
      if (g.key) keys.add(g.key);
      if (g.bpm !== null) {
        bpmMin = Math.min(bpmMin, g.bpm);
        bpmMax = Math.max(bpmMax, g.bpm);
      }
      priceMin = Math.min(priceMin, g.priceCents);
      priceMax = Math.max(priceMax, g.priceCents);
    }
    const order = (list: readonly string[], used: Set<string>) => list.filter((x) => used.has(x));
    return ok({
      channels: CHANNELS,
      goods_types: ['music', 'pack', 'physical'],
      sections: SECTION_PLAN.map((p) => ({ section: p.section, name: SECTION_NAMES[p.section] })),
      genres: order(GENRES, genres),
      keys: order([...CAMELOT_KEYS, ...NOTE_KEYS], keys),
      bpm: { min: Math.min(bpmMin, bpmMax), max: Math.max(bpmMin, bpmMax) },
      price: { min: money(Number.isFinite(priceMin) ? priceMin : 0), max: money(priceMax) },
      sorts: (Object.keys(SORT_NAMES) as Sort[]).map((value) => ({ value, name: SORT_NAMES[value] })),
    });
  }),

  getGoodsDetail: counted({
    prepare: (ctx) => {
      const g = ctx.state.goods.byId.get(ctx.query.id);
      const kindMatches = g && (ctx.query.type === 'music' ? g.goods_type === 'music' : g.goods_type === 'pack');
      if (!g || !kindMatches) return fail(GOODS_GONE);
      return {
        ...visitOf(ctx, g),
        // The most played of its section: ranked on every call, since other visits change the ranking.
        related: firstBy(ctx.state.goods.bySection.get(g.section) ?? [], RELATED_COUNT, COMPARE.hot, g),
        tracks: g.goods_type === 'pack' ? tracksOf(ctx.state, g) : [],
      };
    },
    count: countPlay,
    key: (v) => `${visitKey(v)}|${v.related.map((x) => x.id).join(',')}`,
    field: 'play_count',
    counters: (v) => [v.g.play_count, ...v.tracks.map((x) => x.play_count), ...v.related.map((x) => x.play_count)],
    build: ({ g, bought, collected, access, related, tracks }, ctx) =>
      ok({
        ...goodsView(ctx.state, g),
        description: g.description,
        images: g.images,
        bought,
        collected,
        can_download: access,
        download_ext: downloadExtOf(g),
        comments_count: ctx.state.comments.byGoods.get(g.id)?.length ?? 0,
        tracks: tracks.map((t) => goodsView(ctx.state, t)),
        related: related.map((x) => goodsView(ctx.state, x)),
        // Only on the detail answer: the waveform is too many bytes for every item of a listing.
        ...(g.hasPreview ? { waveform: previewWaveform(g.id, g.bpm) } : {}),
      }),
  }),

  getVideoDetail: counted({
    prepare: (ctx) => {
      const g = ctx.state.goods.byId.get(ctx.query.id);
      if (!g || episodeCountOf(g) === 0) return fail(GOODS_GONE);
      return visitOf(ctx, g);
    },
    count: countPlay,
    key: visitKey,
    field: 'play_count',
    counters: (v) => [v.g.play_count],
    build: ({ g, bought, collected, access }, ctx) => {
      const count = episodeCountOf(g);
      const each = Math.max(1, Math.floor(g.duration / count));
      return ok({
        ...goodsView(ctx.state, g),
        description: g.description,
        video_url: access ? videoUrlOf(g) : null,
        trial_seconds: 60,
        episodes: Array.from({ length: count }, (_, i) => ({
          id: g.id * 100 + i + 1,
          title: count === 1 ? g.title : `第${i + 1}集 Episode ${i + 1}`,
          duration: each,
          video_url: access ? videoUrlOf(g, i + 1) : null,
        })),
        bought,
        collected,
      });
    },
  }),

  getObjectDetail: read(
    (ctx) => {
      const g = ctx.state.goods.byId.get(ctx.query.id);
      if (g?.goods_type !== 'physical') return fail(GOODS_GONE);
      return ok({
        ...goodsView(ctx.state, g),
        description: g.description,
        images: g.images,
        stock: g.stock ?? 0,
        freight: g.priceCents >= 100_000 ? '0.00' : '15.00',
        specs: [
          { name: '颜色 Colour', values: ['黑色 Black', '白色 White'] },
          { name: '版本 Edition', values: ['标准版 Standard', '套装 Bundle'] },
        ],
        collected: ctx.user ? isCollected(ctx.state, ctx.user.id, g.id) : false,
      });
    },
    { perUser: true },
  ),
} satisfies Handlers;
