import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { djSinglesQuery } from '@/entities/goods/getDjSingles';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { singerTracksQuery } from '@/entities/goods/getSingerTracks';
import { topMusicQuery } from '@/entities/goods/getTopMusic';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { welfareListQuery } from '@/entities/goods/getWelfareList';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { bannersQuery } from '@/entities/home/getBanners';
import { myGroupOrdersQuery } from '@/entities/orders/getMyGroupOrders';
import { myOrdersQuery } from '@/entities/orders/getMyOrders';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import { CATEGORY_FIRST_FILTERS } from '@/features/catalog/params';
import { mediaUrl } from '@/lib/media';
import { type RouteName, routeEntry, routePath } from '@/lib/routes';
import { clearToken, setToken } from '@/lib/session';
import { createAppRouter } from './router';

const routeData = (name: RouteName, query: URLSearchParams) => routeEntry(name).data?.(query);

const keyOf = (name: RouteName, search: string) => routeData(name, new URLSearchParams(search))?.queryKeys[0];

describe('route data: the key each route asks for is the key its page reads', () => {
  afterEach(() => clearToken());

  it('a track link, by its type: a single track, or an album with its track list; a bad id asks for nothing', () => {
    expect(keyOf('singleDetail', 'id=12&type=music')).toEqual(goodsDetailQuery(12, 'music').queryKey);
    expect(keyOf('singleDetail', 'id=12&type=special')).toEqual(goodsDetailQuery(12, 'special').queryKey);
    // The page reads any other type as a single track.
    expect(keyOf('singleDetail', 'id=12')).toEqual(goodsDetailQuery(12, 'music').queryKey);
    expect(keyOf('singleDetail', 'id=12&type=whatever')).toEqual(goodsDetailQuery(12, 'music').queryKey);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=1234567890']) {
      expect(keyOf('singleDetail', bad), bad).toBeUndefined();
    }
  });

  it('a video, a physical item, a group-buy item, an article and a musician', () => {
    expect(keyOf('videoDetail', 'id=3')).toEqual(videoDetailQuery(3).queryKey);
    expect(keyOf('tvDetail', 'id=3')).toEqual(videoDetailQuery(3).queryKey);
    expect(keyOf('tvplayer', 'id=3')).toEqual(videoDetailQuery(3).queryKey);
    expect(keyOf('materialObjectDetail', 'id=4')).toEqual(objectDetailQuery(4).queryKey);
    expect(keyOf('goodsDetail', 'id=5')).toEqual(groupGoodsDetailQuery(5).queryKey);
    expect(keyOf('circleDetail', 'id=6')).toEqual(circleArticleQuery(6, null).queryKey);
    expect(keyOf('makersHome', 'id=7')).toEqual(writerHomeQuery(7, null).queryKey);
    // Signed in, the article and the musician are asked for with the token the page's key carries.
    setToken('user-token');
    expect(keyOf('circleDetail', 'id=6')).toEqual(circleArticleQuery(6, 'user-token').queryKey);
    expect(keyOf('makersHome', 'id=7')).toEqual(writerHomeQuery(7, 'user-token').queryKey);
    expect(keyOf('circleDetail', 'id=x')).toBeUndefined();
    expect(keyOf('makersHome', '')).toBeUndefined();
  });

  it("Home and Category: the banner, Category's list as the tab opens", () => {
    expect(keyOf('home', '')).toEqual(bannersQuery().queryKey);
    expect(keyOf('root', '')).toEqual(bannersQuery().queryKey);
    expect(keyOf('category', '')).toEqual(searchGoodsQuery(CATEGORY_FIRST_FILTERS).queryKey);
  });

  it('the listings as they open (the first tab, the first filters) and the VIP tab; a bad musician id asks for nothing', () => {
    expect(keyOf('topList', '')).toEqual(topMusicQuery({ period: 'all' }).queryKey);
    expect(keyOf('dJSingle', '')).toEqual(djSinglesQuery({ sort: 'new' }).queryKey);
    expect(keyOf('welfareCenter', '')).toEqual(welfareListQuery({ sort: 'new', tab: 'free' }).queryKey);
    expect(keyOf('singerTrackList', 'writer_id=7')).toEqual(singerTracksQuery({ sort: 'new', writer_id: 7 }).queryKey);
    for (const bad of ['', 'writer_id=0', 'writer_id=x']) expect(keyOf('singerTrackList', bad), bad).toBeUndefined();
    expect(keyOf('vip', '')).toEqual(vipCardsQuery(null).queryKey);
  });

  it("the order list on its link's tab, with the token its page's key carries", () => {
    setToken('user-token');
    expect(keyOf('orders', '')).toEqual(myOrdersQuery(undefined, 'user-token').queryKey);
    expect(keyOf('orders', 'status=paid')).toEqual(myOrdersQuery('paid', 'user-token').queryKey);
    expect(keyOf('orders', 'status=group_failed')).toEqual(myGroupOrdersQuery('group_failed', 'user-token').queryKey);
    // The page opens on all orders for a status it does not know.
    expect(keyOf('orders', 'status=nonsense')).toEqual(myOrdersQuery(undefined, 'user-token').queryKey);
  });

  it('a route without route data asks for nothing', () => {
    expect(keyOf('help', 'type=Cache')).toBeUndefined();
  });
});

const DETAIL_PATH = '/api/h5.goods/detail';

describe('route data: the router asks with the code', () => {
  let requested: string[];
  let images: { src: string; fetchPriority: string }[];
  let answer: (url: URL) => unknown;

  beforeEach(() => {
    requested = [];
    images = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      requested.push(url.pathname + url.search);
      const data = answer(url);
      if (data === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ code: 1, msg: '', time: '1', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        decoding = 'auto';
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(value: string) {
          images.push({ src: value, fetchPriority: this.fetchPriority });
        }
      },
    );
  });

  function open(url: string) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    window.location.hash = `#${url}`;
    createAppRouter(queryClient);
    return { queryClient };
  }

  it("starts a track's detail before its page's code has arrived, then its cover at high priority", async () => {
    answer = (url) => (url.pathname === DETAIL_PATH ? { id: 12, image: '/media/cover/12.jpg' } : undefined);
    const { queryClient } = open(`${routePath('singleDetail')}?id=12&type=music`);
    await vi.waitFor(() => expect(images).toHaveLength(1));
    expect(requested).toContain(`${DETAIL_PATH}?id=12&type=music`);
    // The address the page's <img> loads, so that it finds the picture in the browser's cache.
    expect(images[0]).toEqual({ src: mediaUrl('/media/cover/12.jpg'), fetchPriority: 'high' });
    // The page reads the answer the route fetched.
    expect(queryClient.getQueryData(goodsDetailQuery(12, 'music').queryKey)).toMatchObject({ id: 12 });
  });

  it("starts every request of Home's first screen at once, and the first banner's picture at high priority", async () => {
    answer = (url) => {
      if (url.pathname === '/api/h5.Banner') return [{ id: 1, title: 'B', image: '/media/image/banner-1.jpg' }];
      if (url.pathname === '/api/h5.index/top_music') return { data: [], total: 0, current_page: 1, last_page: 1 };
      return url.pathname === '/api/h5.notice' ? [] : {};
    };
    // The route's data alone: the router would also load Home's code, whose first import in a shared test worker
    // left later files' Home without its page on a cold clone.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    routeData('home', new URLSearchParams())?.start(queryClient);
    await vi.waitFor(() => expect(images).toHaveLength(1));
    expect(requested.map((url) => url.split('?')[0]).sort()).toEqual(
      ['/api/h5.Banner', '/api/h5.Index/statistics', '/api/h5.index/top_music', '/api/h5.notice'].sort(),
    );
    expect(images[0]).toEqual({ src: mediaUrl('/media/image/banner-1.jpg'), fetchPriority: 'high' });
    expect(queryClient.getQueryData(bannersQuery().queryKey)).toHaveLength(1);
  });

  it("starts Category's filters and the first page of its list", async () => {
    answer = (url) =>
      url.pathname === '/api/h5.goods/search'
        ? { data: [], total: 0, current_page: 1, last_page: 1, per_page: 20 }
        : { genres: [] };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    routeData('category', new URLSearchParams())?.start(queryClient);
    const list = searchGoodsQuery(CATEGORY_FIRST_FILTERS);
    await vi.waitFor(() => expect(queryClient.getQueryState(list.queryKey)?.status).toBe('success'));
    expect(requested).toContain('/api/h5.goods/filters');
    expect(requested.some((url) => url.startsWith('/api/h5.goods/search?') && url.includes('sort=new'))).toBe(true);
  });

  it('asks nothing for the order list when signed out (login comes first)', async () => {
    answer = () => ({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 20 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clearToken();
    routeData('orders', new URLSearchParams())?.start(queryClient);
    // Not even a query in the cache: a fetch would have made one at once.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    setToken('user-token');
    routeData('orders', new URLSearchParams('status=paid'))?.start(queryClient);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]).toMatch(/^\/api\/h5\.user\/myOrderApi\?.*status=paid/);
    clearToken();
  });

  it('asks nothing again for a page whose answer is cached: a page opened again reads by its own rules', async () => {
    answer = (url) =>
      url.pathname === '/api/h5.index/djSingle'
        ? { data: [], total: 0, current_page: 1, last_page: 1, per_page: 20 }
        : { genres: [] };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    routeData('dJSingle', new URLSearchParams())?.start(queryClient);
    const list = djSinglesQuery({ sort: 'new' });
    await vi.waitFor(() => expect(queryClient.getQueryState(list.queryKey)?.status).toBe('success'));
    // Stale or not, a second visit leaves the cached list to the page (and its pull-to-refresh).
    await queryClient.invalidateQueries({ queryKey: list.queryKey, refetchType: 'none' });
    routeData('dJSingle', new URLSearchParams())?.start(queryClient);
    expect(requested.filter((url) => url.startsWith('/api/h5.index/djSingle'))).toHaveLength(1);
  });

  it('a cover outside the allowed media origins is not asked for; a failed detail leaves the error to the page', async () => {
    answer = (url) =>
      url.pathname === DETAIL_PATH && url.searchParams.get('id') === '13'
        ? { id: 13, image: 'https://tracker.example.com/pixel.gif' }
        : undefined;
    const first = open(`${routePath('singleDetail')}?id=13&type=special`);
    await vi.waitFor(() =>
      expect(first.queryClient.getQueryState(goodsDetailQuery(13, 'special').queryKey)?.status).toBe('success'),
    );
    expect(images).toEqual([]);

    const second = open(`${routePath('singleDetail')}?id=14&type=music`);
    await vi.waitFor(() =>
      expect(second.queryClient.getQueryState(goodsDetailQuery(14, 'music').queryKey)?.status).toBe('error'),
    );
    expect(images).toEqual([]);
  });
});
