import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteName } from '@/config/paths';
import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { djSinglesQuery } from '@/entities/goods/getDjSingles';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { producerSinglesQuery } from '@/entities/goods/getProducerSingles';
import { selectedMusicPacksQuery } from '@/entities/goods/getSelectedMusicPacks';
import { singerTracksQuery } from '@/entities/goods/getSingerTracks';
import { softwareQuery } from '@/entities/goods/getSoftware';
import { soundLightGearQuery } from '@/entities/goods/getSoundLightGear';
import { stageNameLogosQuery } from '@/entities/goods/getStageNameLogos';
import { suiteListQuery } from '@/entities/goods/getSuiteList';
import { teachingVideosQuery } from '@/entities/goods/getTeachingVideos';
import { todayMusicsQuery } from '@/entities/goods/getTodayMusics';
import { topMusicQuery, topMusicTeaserQuery } from '@/entities/goods/getTopMusic';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { vipFreeListQuery, vipTabFreeListQuery } from '@/entities/goods/getVipFreeList';
import { vocalTagOffersQuery } from '@/entities/goods/getVocalTagOffers';
import { welfareListQuery } from '@/entities/goods/getWelfareList';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { bannersQuery } from '@/entities/home/getBanners';
import { noticesQuery } from '@/entities/home/getNotices';
import { siteStatisticsQuery } from '@/entities/home/getSiteStatistics';
import { myGroupOrdersQuery } from '@/entities/orders/getMyGroupOrders';
import { myOrdersQuery } from '@/entities/orders/getMyOrders';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import {
  CATEGORY_FIRST_FILTERS,
  LISTING_FIRST_FILTERS,
  TOP_LIST_PERIODS,
  WELFARE_TABS,
} from '@/features/catalog/params';
import { articleIdParam } from '@/features/circle/params';
import { detailKind, galleryCover } from '@/features/goods/query';
import { idParam } from '@/features/makers/params';
import { isGroupTab, orderStatusOf, orderTabParam } from '@/features/orders/params';
import { parseId } from '@/lib/id-param';
import { preloadImage } from '@/lib/preload-image';
import { token } from '@/lib/session';

// What a page's first screen shows, asked for when its route is matched, beside its code (the router runs a
// route's loader and its `lazy` at once), so a cold link does not wait for the code before it asks. Each
// entry builds the page's own query options from the route's query, with the page's own parsing: the page
// then reads the same cache entry. Imported by the entry: the entities' query modules and the pages' small
// param parsers only, never a page.

/** A page's first-screen requests, ready to start. */
export interface RouteData {
  /** Their keys, the page's main request first. */
  queryKeys: readonly QueryKey[];
  /** Starts them into the cache (and a cover after its answer) without waiting; failures are the page's to show. */
  start(queryClient: QueryClient): void;
}

/**
 * The query, and the picture its answer names as the page's largest paint, asked for the moment it is known.
 * Only when nothing is cached under its key: route data is for a page opened cold; a page opened again (a tab
 * the app keeps, a detail seen before) reads again by its own rules, as it did before route data.
 */
function data<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
  cover?: (answer: T) => string | null | undefined,
): RouteData | undefined {
  // A page whose query waits (no id) asks for nothing either.
  if (query.enabled === false) return undefined;
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) !== undefined) return;
      queryClient.fetchQuery(query).then(
        (answer: T) => cover && preloadImage(cover(answer)),
        () => undefined,
      );
    },
  };
}

/**
 * A first screen of several requests (Home's sections, Category's filters and list): all start at once; the
 * first is the page's main one.
 */
function together(main: RouteData | undefined, ...others: readonly RouteData[]): RouteData | undefined {
  if (!main) return undefined;
  return {
    queryKeys: [...main.queryKeys, ...others.flatMap((other) => other.queryKeys)],
    start(queryClient) {
      main.start(queryClient);
      for (const other of others) other.start(queryClient);
    },
  };
}

type RouteDataOf = (query: URLSearchParams) => RouteData | undefined;

/** A list's first page, when nothing is cached under its key (see `data`). */
function firstPage<T, K extends QueryKey>(
  query: FetchInfiniteQueryOptions<T, Error, T, K, number> & { enabled?: unknown },
): RouteData {
  // A list that waits (signed out) asks for nothing either.
  if (query.enabled === false) return { queryKeys: [query.queryKey], start: () => undefined };
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) === undefined) void queryClient.prefetchInfiniteQuery(query);
    },
  };
}

/** A request beside the page's main one, when nothing is cached under its key (see `data`). */
function beside<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): RouteData {
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) === undefined) void queryClient.prefetchQuery(query);
    },
  };
}

/** The catalogue's filters and channels, which a listing's controls and Category's show over the list. */
const filterOptions = beside(catalogueFiltersQuery());

// The listings as they open (features/catalog/listings.tsx): the first filters, the first tab, no channel.
// Those with filters or channels also ask for the catalogue's filter options their controls show.
const LISTINGS: { readonly [name in RouteName]?: RouteDataOf } = {
  topList: () => together(firstPage(topMusicQuery({ period: TOP_LIST_PERIODS[0] })), filterOptions),
  dayList: () => together(firstPage(todayMusicsQuery({})), filterOptions),
  selectedMusicPack: () => together(firstPage(selectedMusicPacksQuery(LISTING_FIRST_FILTERS)), filterOptions),
  suiteList: () => together(firstPage(suiteListQuery(LISTING_FIRST_FILTERS)), filterOptions),
  singleMusic: () => together(firstPage(producerSinglesQuery(LISTING_FIRST_FILTERS)), filterOptions),
  dJSingle: () => together(firstPage(djSinglesQuery(LISTING_FIRST_FILTERS)), filterOptions),
  dJTeaching: () => together(firstPage(teachingVideosQuery(LISTING_FIRST_FILTERS)), filterOptions),
  vipList: () => together(firstPage(vipFreeListQuery(LISTING_FIRST_FILTERS)), filterOptions),
  welfareCenter: () =>
    together(firstPage(welfareListQuery({ ...LISTING_FIRST_FILTERS, tab: WELFARE_TABS[0] })), filterOptions),
  singerTrackList: (query) => {
    const writerId = parseId(query.get('writer_id'));
    return writerId === null
      ? undefined
      : together(firstPage(singerTracksQuery({ ...LISTING_FIRST_FILTERS, writer_id: writerId })), filterOptions);
  },
  tAG: () => together(firstPage(vocalTagOffersQuery(LISTING_FIRST_FILTERS)), filterOptions),
  soundLight: () => together(firstPage(soundLightGearQuery(LISTING_FIRST_FILTERS)), filterOptions),
  stageNameLogo: () => together(firstPage(stageNameLogosQuery(LISTING_FIRST_FILTERS)), filterOptions),
  software: () => together(firstPage(softwareQuery(LISTING_FIRST_FILTERS)), filterOptions),
};

// Home's first screen: the banner (its first picture is the screen's largest), the notices, the figures and the
// top list's teaser. The sections further down ask when they come near the viewport.
const home: RouteDataOf = () =>
  together(
    data(bannersQuery(), (banners) => (Array.isArray(banners) ? banners[0]?.image : undefined)),
    beside(noticesQuery()),
    beside(siteStatisticsQuery()),
    beside(topMusicTeaserQuery()),
  );

const goodsDetail: RouteDataOf = (query) => {
  const id = parseId(query.get('id'));
  return id === null ? undefined : data(goodsDetailQuery(id, detailKind(query.get('type'))), (goods) => goods.image);
};

const videoDetail: RouteDataOf = (query) => {
  const id = parseId(query.get('id'));
  return id === null ? undefined : data(videoDetailQuery(id), (video) => video.image);
};

export const ROUTE_DATA: { readonly [name in RouteName]?: RouteDataOf } = {
  root: home,
  home,
  category: () => together(firstPage(searchGoodsQuery(CATEGORY_FIRST_FILTERS)), filterOptions),
  // The VIP tab: the cards on sale and the VIP-free list under them.
  vip: () => together(data(vipCardsQuery(token.value)), firstPage(vipTabFreeListQuery())),
  ...LISTINGS,
  singleDetail: goodsDetail,
  tvDetail: videoDetail,
  videoDetail,
  tvplayer: videoDetail,
  materialObjectDetail: (query) => {
    const id = parseId(query.get('id'));
    return id === null ? undefined : data(objectDetailQuery(id), (goods) => galleryCover(goods.images, goods.image));
  },
  goodsDetail: (query) => {
    const id = parseId(query.get('id'));
    return id === null
      ? undefined
      : data(groupGoodsDetailQuery(id), (detail) => galleryCover(detail.images, detail.goods.image));
  },
  circleDetail: (query) => data(circleArticleQuery(articleIdParam(query.get('id')), token.value)),
  makersHome: (query) => data(writerHomeQuery(idParam(query.get('id')), token.value), (home) => home.banner),
  // The order list on the tab its link names (`?status=`), all orders without one.
  orders: (query) => {
    const tab = orderTabParam(query.get('status'));
    return isGroupTab(tab)
      ? firstPage(myGroupOrdersQuery(tab, token.value))
      : firstPage(myOrdersQuery(orderStatusOf(tab), token.value));
  },
};

/** What route `name` asks for with the link's query (`?id=…&type=…`), if anything. */
export function routeData(name: RouteName, query: URLSearchParams): RouteData | undefined {
  return ROUTE_DATA[name]?.(query);
}
