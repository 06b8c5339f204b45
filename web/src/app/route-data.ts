import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteName } from '@/config/paths';
import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { topMusicTeaserQuery } from '@/entities/goods/getTopMusic';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { bannersQuery } from '@/entities/home/getBanners';
import { noticesQuery } from '@/entities/home/getNotices';
import { siteStatisticsQuery } from '@/entities/home/getSiteStatistics';
import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import { CATEGORY_FIRST_FILTERS } from '@/features/catalog/params';
import { articleIdParam } from '@/features/circle/params';
import { detailKind, galleryCover, parseId } from '@/features/goods/query';
import { idParam } from '@/features/makers/params';
import { preloadImage } from '@/lib/preload-image';
import { token } from '@/lib/session';

// What a page's first screen shows, asked for when its route is matched, beside its code (the router runs a
// route's loader and its `lazy` at once), so a cold link does not wait for the code before it asks. Each
// entry builds the page's own query options from the route's query, with the page's own parsing: the page
// then reads the same cache entry. Imported by the entry: the entities' query modules and the pages' small
// param parsers only, never a page.

/** One page's main request, ready to start. */
export interface RouteData {
  queryKey: QueryKey;
  /** Starts it into the cache (and its cover after it) without waiting; failures are the page's to show. */
  start(queryClient: QueryClient): void;
}

/** The query, and the picture its answer names as the page's largest paint, asked for the moment it is known. */
function data<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
  cover?: (answer: T) => string | null | undefined,
): RouteData | undefined {
  // A page whose query waits (no id) asks for nothing either.
  if (query.enabled === false) return undefined;
  return {
    queryKey: query.queryKey,
    start(queryClient) {
      queryClient.fetchQuery(query).then(
        (answer: T) => cover && preloadImage(cover(answer)),
        () => undefined,
      );
    },
  };
}

/**
 * A first screen of several requests (Home's sections, Category's filters and list): all start at once; the
 * first is the page's main one, whose key the route names.
 */
function together(
  main: RouteData | undefined,
  ...others: readonly ((queryClient: QueryClient) => unknown)[]
): RouteData | undefined {
  if (!main) return undefined;
  return {
    queryKey: main.queryKey,
    start(queryClient) {
      main.start(queryClient);
      for (const other of others) other(queryClient);
    },
  };
}

type RouteDataOf = (query: URLSearchParams) => RouteData | undefined;

// Home's first screen: the banner (its first picture is the screen's largest), the notices, the figures and the
// top list's teaser. The sections further down ask when they come near the viewport.
const home: RouteDataOf = () =>
  together(
    data(bannersQuery(), (banners) => (Array.isArray(banners) ? banners[0]?.image : undefined)),
    (queryClient) => queryClient.prefetchQuery(noticesQuery()),
    (queryClient) => queryClient.prefetchQuery(siteStatisticsQuery()),
    (queryClient) => queryClient.prefetchQuery(topMusicTeaserQuery()),
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
  category: () => {
    const list = searchGoodsQuery(CATEGORY_FIRST_FILTERS);
    return together(
      {
        queryKey: list.queryKey,
        start: (queryClient) => void queryClient.prefetchInfiniteQuery(list),
      },
      (queryClient) => queryClient.prefetchQuery(catalogueFiltersQuery()),
    );
  },
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
};

/** What route `name` asks for with the link's query (`?id=…&type=…`), if anything. */
export function routeData(name: RouteName, query: URLSearchParams): RouteData | undefined {
  return ROUTE_DATA[name]?.(query);
}
