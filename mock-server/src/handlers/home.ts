// The home page: statistics, banners, notices, featured musicians, ranked and new goods, popups.
import { fail, money, ok } from '../envelope.ts';
import type { GoodsRecord } from '../store/modules/goods.ts';
import { countPopupClick as countClick } from '../store/modules/home.ts';
import { DAY_SEC } from '../store/seed-context.ts';
import { type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { goodsView, writerView } from './views.ts';

const FEATURED_DEFAULT = 8;
/** The share of the price payable up front for a pre-sale item; 0 for low prices, which are paid at once. */
const DEPOSIT_RATE = 0.2;
const DEPOSIT_FROM_CENTS = 5000;

const byId = (a: GoodsRecord, b: GoodsRecord) => b.id - a.id;

export const handlers = {
  getSiteStatistics: read((ctx) => {
    const { goods, writers, users } = ctx.state;
    return ok({
      music_count: goods.list.filter((g) => g.goods_type === 'music').length,
      writer_count: writers.byId.size,
      user_count: users.byId.size,
      download_count: goods.list.reduce((n, g) => n + g.sales, 0),
    });
  }),

  getBanners: read((ctx) => {
    const position = ctx.query.position ?? 'home';
    // Every seeded banner is a home banner; the VIP and circle positions show a subset.
    const banners = ctx.state.home.banners.filter((b) =>
      position === 'home' ? true : position === 'vip' ? b.link?.type === 'vip' : b.id % 2 === 0,
    );
    return ok(banners.map((b) => ({ id: b.id, title: b.title, image: b.image, link: b.link })));
  }),

  getNotices: read((ctx) => {
    const list = [...ctx.state.home.notices].sort((a, b) => b.createtime - a.createtime || b.id - a.id);
    return ok(pageOf(list, ctx.query, (n) => ({ ...n })));
  }),

  getFeaturedWriters: read(
    (ctx) => {
      const writers = [...ctx.state.writers.byId.values()]
        .map((w) => writerView(ctx.state, w, ctx.user))
        .sort((a, b) => b.fans - a.fans || a.id - b.id)
        .slice(0, ctx.query.limit ?? FEATURED_DEFAULT);
      return ok(writers);
    },
    { perUser: true },
  ),

  getTopMusic: read((ctx) => {
    const { channel, period = 'all' } = ctx.query;
    const listed = ctx.state.goods.list.filter((g) => channel === undefined || g.channel === channel);
    let ranked: GoodsRecord[];
    if (period === 'all') {
      ranked = [...listed].sort((a, b) => b.sales - a.sales || byId(a, b));
    } else {
      // The mock keeps no per-day sales: a stable share of each item's sales stands for the window.
      const days = period === 'week' ? 7 : 30;
      const windowSales = (g: GoodsRecord) => Math.floor((g.sales * days) / 365 / (1 + (g.id % 5)));
      ranked = listed.filter((g) => windowSales(g) > 0).sort((a, b) => windowSales(b) - windowSales(a) || byId(a, b));
    }
    return ok(pageOf(ranked, ctx.query, (g) => goodsView(ctx.state, g)));
  }),

  getPresaleList: read(
    (ctx) => {
      const now = ctx.seconds();
      const list = ctx.state.goods.list
        .filter((g) => g.presale && g.releasetime > now)
        .sort((a, b) => a.releasetime - b.releasetime || byId(a, b));
      return ok(
        pageOf(list, ctx.query, (g) => ({
          goods: goodsView(ctx.state, g),
          release_time: g.releasetime,
          deposit: money(g.priceCents >= DEPOSIT_FROM_CENTS ? Math.round(g.priceCents * DEPOSIT_RATE) : 0),
        })),
      );
    },
    { timed: true },
  ),

  getTodayMusics: read(
    (ctx) => {
      const since = ctx.seconds() - DAY_SEC;
      const { channel } = ctx.query;
      const list = ctx.state.goods.list
        .filter((g) => g.createtime >= since && (channel === undefined || g.channel === channel))
        .sort((a, b) => b.createtime - a.createtime || byId(a, b));
      return ok(pageOf(list, ctx.query, (g) => goodsView(ctx.state, g)));
    },
    { timed: true },
  ),

  getPopups: read(
    (ctx) => {
      const now = ctx.seconds();
      const popups = ctx.state.home.popups
        .filter((p) => p.starttime <= now && now < p.endtime)
        .map((p) => ({ id: p.id, title: p.title, links: JSON.stringify(p.links), popradio: p.popradio }));
      return ok(popups);
    },
    { timed: true },
  ),

  countPopupClick: (ctx) => {
    const now = ctx.seconds();
    const popup = ctx.state.home.popups.find((p) => p.id === ctx.query.id);
    if (!popup || popup.starttime > now || now >= popup.endtime) return fail('The popup does not exist');
    return ok({ id: popup.id, clicks: countClick(popup) });
  },
} satisfies Handlers;
