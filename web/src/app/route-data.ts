import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@/config/paths';
import { brandDetailQuery } from '@/entities/brands/getBrandDetail';
import { cartListQuery } from '@/entities/cart/getCartList';
import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { unusedCouponsQuery } from '@/entities/coupons/getMyCoupons';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { topMusicTeaserQuery } from '@/entities/goods/getTopMusic';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { vipTabFreeListQuery } from '@/entities/goods/getVipFreeList';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { bannersQuery } from '@/entities/home/getBanners';
import { noticesQuery } from '@/entities/home/getNotices';
import { siteStatisticsQuery } from '@/entities/home/getSiteStatistics';
import { orderCountsQuery } from '@/entities/orders/getMyOrders';
import { orderDetailQuery } from '@/entities/orders/getOrderDetail';
import { customGenresQuery } from '@/entities/user/getCustomGenres';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import {
  FIRST_LISTING_FILTERS,
  firstListingChoice,
  LISTING_QUERIES,
  type ListingName,
} from '@/features/catalog/listing-queries';
import { parseId } from '@/features/goods/query';
import { orderTabOf, orderTabQuery } from '@/features/orders/order-tabs';
import { preloadHeroImage } from '@/lib/media';
import { prefetchForRoute, prefetchInfiniteForRoute, startRouteData } from '@/lib/query-client';
import { token } from '@/lib/session';

// What each route asks the provider for as soon as it is matched, while its page's code downloads (React
// Router runs a route's loader beside its `lazy`): the page then renders from a warm cache instead of
// learning only in its first render what to fetch. Each entry uses the query options its page renders with,
// so the keys are the page's own; a page's main picture is asked for, at high priority, once its address is
// known. Below-the-fold sections are not here: they load near the viewport.

export interface RouteDataContext {
  queryClient: QueryClient;
  /** The matched url's query (`?id=...`). */
  params: URLSearchParams;
}

type RouteData = (context: RouteDataContext) => void;

/** A positive integer id, as the circle and brand pages read it (0 asks for nothing). */
const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

const listing =
  (name: ListingName): RouteData =>
  ({ queryClient, params }) =>
    prefetchInfiniteForRoute(queryClient, LISTING_QUERIES[name](firstListingChoice(name, params)));

const home: RouteData = ({ queryClient }) => {
  void prefetchForRoute(queryClient, bannersQuery()).then((banners) => {
    if (Array.isArray(banners)) preloadHeroImage(banners[0]?.image);
  });
  void prefetchForRoute(queryClient, noticesQuery());
  void prefetchForRoute(queryClient, siteStatisticsQuery());
  void prefetchForRoute(queryClient, topMusicTeaserQuery());
};

const videoDetail: RouteData = ({ queryClient, params }) => {
  const id = parseId(params.get('id'));
  if (id === null) return;
  void prefetchForRoute(queryClient, videoDetailQuery(id)).then((video) => preloadHeroImage(video?.image));
};

export const ROUTE_DATA: Partial<Record<RouteName, RouteData>> = {
  // tabs
  root: home,
  home,
  vip: ({ queryClient }) => {
    void prefetchForRoute(queryClient, vipCardsQuery(token.value));
    prefetchInfiniteForRoute(queryClient, vipTabFreeListQuery());
  },
  category: ({ queryClient }) => {
    void prefetchForRoute(queryClient, catalogueFiltersQuery());
    void prefetchForRoute(queryClient, customGenresQuery(token.value));
    prefetchInfiniteForRoute(queryClient, searchGoodsQuery(FIRST_LISTING_FILTERS));
  },
  cart: ({ queryClient }) => void prefetchForRoute(queryClient, cartListQuery(token.value)),
  user: ({ queryClient }) => {
    void prefetchForRoute(queryClient, userInfoQuery(token.value));
    void prefetchForRoute(queryClient, orderCountsQuery(token.value));
    void prefetchForRoute(queryClient, unusedCouponsQuery(token.value));
  },
  // listings
  topList: listing('topList'),
  dayList: listing('dayList'),
  selectedMusicPack: listing('selectedMusicPack'),
  suiteList: listing('suiteList'),
  singleMusic: listing('singleMusic'),
  dJSingle: listing('dJSingle'),
  dJTeaching: listing('dJTeaching'),
  vipList: listing('vipList'),
  welfareCenter: listing('welfareCenter'),
  singerTrackList: listing('singerTrackList'),
  tAG: listing('tAG'),
  soundLight: listing('soundLight'),
  stageNameLogo: listing('stageNameLogo'),
  software: listing('software'),
  // details
  singleDetail: ({ queryClient, params }) => {
    const id = parseId(params.get('id'));
    if (id === null) return;
    const kind = params.get('type') === 'special' ? 'special' : 'music';
    void prefetchForRoute(queryClient, goodsDetailQuery(id, kind)).then((goods) => preloadHeroImage(goods?.image));
  },
  tvDetail: videoDetail,
  videoDetail,
  tvplayer: ({ queryClient, params }) => {
    const id = parseId(params.get('id'));
    if (id !== null) void prefetchForRoute(queryClient, videoDetailQuery(id));
  },
  materialObjectDetail: ({ queryClient, params }) => {
    const id = parseId(params.get('id'));
    if (id === null) return;
    void prefetchForRoute(queryClient, objectDetailQuery(id)).then((goods) =>
      preloadHeroImage(goods?.images[0] ?? goods?.image),
    );
  },
  goodsDetail: ({ queryClient, params }) => {
    const id = parseId(params.get('id'));
    if (id === null) return;
    void prefetchForRoute(queryClient, groupGoodsDetailQuery(id)).then((detail) =>
      preloadHeroImage(detail?.images[0] ?? detail?.goods.image),
    );
  },
  circleDetail: ({ queryClient, params }) =>
    void prefetchForRoute(queryClient, circleArticleQuery(positiveId(params.get('id')), token.value)),
  makersHome: ({ queryClient, params }) => {
    const id = params.get('id');
    const valid = id !== null && /^[1-9]\d{0,9}$/.test(id);
    if (!valid) return;
    void prefetchForRoute(queryClient, writerHomeQuery(Number(id), token.value)).then((home) =>
      preloadHeroImage(home?.banner),
    );
  },
  brandDetail: ({ queryClient, params }) =>
    void prefetchForRoute(queryClient, brandDetailQuery(positiveId(params.get('id')), token.value)),
  // buying
  orders: ({ queryClient, params }) =>
    prefetchInfiniteForRoute(queryClient, orderTabQuery(orderTabOf(params.get('status')), token.value)),
  orderDetail: ({ queryClient, params }) => {
    const id = params.get('id');
    if (id !== null && /^[1-9]\d{0,9}$/.test(id))
      void prefetchForRoute(queryClient, orderDetailQuery(Number(id), token.value));
  },
};

/** Starts the matched route's data; never waits for it (the page shows its own loading and errors). */
export function startRouteDataFor(name: RouteName, context: RouteDataContext): void {
  startRouteData(context.queryClient);
  ROUTE_DATA[name]?.(context);
}
