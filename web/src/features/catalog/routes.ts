import type { ComponentType } from 'react';
import { catalogueFiltersQuery } from '@/entities/goods/getCatalogueFilters';
import { djSinglesQuery } from '@/entities/goods/getDjSingles';
import { producerSinglesQuery } from '@/entities/goods/getProducerSingles';
import { selectedMusicPacksQuery } from '@/entities/goods/getSelectedMusicPacks';
import { singerTracksQuery } from '@/entities/goods/getSingerTracks';
import { softwareQuery } from '@/entities/goods/getSoftware';
import { soundLightGearQuery } from '@/entities/goods/getSoundLightGear';
import { stageNameLogosQuery } from '@/entities/goods/getStageNameLogos';
import { suiteListQuery } from '@/entities/goods/getSuiteList';
import { teachingVideosQuery } from '@/entities/goods/getTeachingVideos';
import { todayMusicsQuery } from '@/entities/goods/getTodayMusics';
import { topMusicQuery } from '@/entities/goods/getTopMusic';
import { vipFreeListQuery } from '@/entities/goods/getVipFreeList';
import { vocalTagOffersQuery } from '@/entities/goods/getVocalTagOffers';
import { welfareListQuery } from '@/entities/goods/getWelfareList';
import { goodsKeys } from '@/entities/goods/keys';
import { searchGoodsQuery } from '@/entities/goods/searchGoods';
import { parseId } from '@/lib/id-param';
import { beside, firstPage, type RouteData, together } from '@/lib/route-data';
import { defineRoutes, type RouteDefinition } from '@/lib/routes';
import { CATEGORY_FIRST_FILTERS, LISTING_FIRST_FILTERS, TOP_LIST_PERIODS, WELFARE_TABS } from './params';

/** The catalogue's filters and channels, which a listing's controls and Category's show over the list. */
const filterOptions = beside(catalogueFiltersQuery());

/** A listing's first page as it opens (listings.tsx: the first filters, the first tab, no channel), with the filter options. */
const opening = (list: RouteData | undefined) => together(list, filterOptions);

type Listings = typeof import('./listings');

/** The listing routes (docs/behaviour.md#navigation) share one page component, each with its own config (listings.tsx). */
function listing(
  path: string,
  title: RouteDefinition['title'],
  pick: (module: Listings) => ComponentType,
  data: RouteDefinition['data'],
  refresh?: RouteDefinition['refresh'],
): RouteDefinition {
  return {
    path,
    title,
    page: () => import('./listings').then((module) => ({ default: pick(module) })),
    namespaces: ['catalog'],
    data,
    ...(refresh ? { refresh } : {}),
  };
}

export const catalogRoutes = defineRoutes({
  category: {
    path: '/pages/tabbar/type/index',
    title: 'catalog:title',
    tab: true,
    // The catalogue's searches of "mixes with" too, when it is on (only what is on screen is read again).
    refresh: [goodsKeys.filters.all, goodsKeys.search('category').all, goodsKeys.search('mixes').all],
    page: () => import('./CategoryPage'),
    namespaces: ['catalog'],
    data: () => opening(firstPage(searchGoodsQuery(CATEGORY_FIRST_FILTERS))),
  },
  unlockMusic: {
    path: '/pages/tabbar/type/unlockMusic',
    title: 'catalog:unlock',
    refresh: [goodsKeys.listing('unlockMusic').all],
    page: () => import('./UnlockMusicPage'),
    namespaces: ['catalog'],
  },
  topList: listing(
    '/pages/index/topList',
    'catalog:listing.topList',
    (m) => m.TopListPage,
    () => opening(firstPage(topMusicQuery({ period: TOP_LIST_PERIODS[0] }))),
  ),
  dayList: listing(
    '/pages/index/dayList',
    'catalog:listing.dayList',
    (m) => m.DayListPage,
    () => opening(firstPage(todayMusicsQuery({}))),
  ),
  selectedMusicPack: listing(
    '/pages/index/selectedMusicPack',
    'catalog:listing.selectedMusicPack',
    (m) => m.SelectedMusicPackPage,
    () => opening(firstPage(selectedMusicPacksQuery(LISTING_FIRST_FILTERS))),
  ),
  suiteList: listing(
    '/pages/index/suiteList',
    'catalog:listing.suiteList',
    (m) => m.SuiteListPage,
    () => opening(firstPage(suiteListQuery(LISTING_FIRST_FILTERS))),
  ),
  singleMusic: listing(
    '/pages/index/singleMusic',
    'catalog:listing.singleMusic',
    (m) => m.SingleMusicPage,
    () => opening(firstPage(producerSinglesQuery(LISTING_FIRST_FILTERS))),
  ),
  dJSingle: listing(
    '/pages/index/dJSingle',
    'catalog:listing.dJSingle',
    (m) => m.DjSinglePage,
    () => opening(firstPage(djSinglesQuery(LISTING_FIRST_FILTERS))),
  ),
  dJTeaching: listing(
    '/pages/index/dJTeaching',
    'catalog:listing.dJTeaching',
    (m) => m.DjTeachingPage,
    () => opening(firstPage(teachingVideosQuery(LISTING_FIRST_FILTERS))),
  ),
  vipList: listing(
    '/pages/index/vipList',
    'catalog:listing.vipList',
    (m) => m.VipListPage,
    () => opening(firstPage(vipFreeListQuery(LISTING_FIRST_FILTERS))),
  ),
  welfareCenter: listing(
    '/pages/index/welfareCenter',
    'catalog:listing.welfareCenter',
    (m) => m.WelfareCenterPage,
    () => opening(firstPage(welfareListQuery({ ...LISTING_FIRST_FILTERS, tab: WELFARE_TABS[0] }))),
  ),
  singerTrackList: listing(
    '/pages/index/singerTrackList',
    'catalog:listing.singerTrackList',
    (m) => m.SingerTrackListPage,
    (query) => {
      const writerId = parseId(query.get('writer_id'));
      return writerId === null
        ? undefined
        : opening(firstPage(singerTracksQuery({ ...LISTING_FIRST_FILTERS, writer_id: writerId })));
    },
  ),
  tAG: listing(
    '/pages/index/tAG',
    'catalog:listing.tAG',
    (m) => m.TagPage,
    () => opening(firstPage(vocalTagOffersQuery(LISTING_FIRST_FILTERS))),
    [goodsKeys.listing('tAG').all],
  ),
  soundLight: listing(
    '/pages/index/soundLight',
    'catalog:listing.soundLight',
    (m) => m.SoundLightPage,
    () => opening(firstPage(soundLightGearQuery(LISTING_FIRST_FILTERS))),
  ),
  stageNameLogo: listing(
    '/pages/index/stageNameLogo',
    'catalog:listing.stageNameLogo',
    (m) => m.StageNameLogoPage,
    () => opening(firstPage(stageNameLogosQuery(LISTING_FIRST_FILTERS))),
    [goodsKeys.listing('stageNameLogo').all],
  ),
  software: listing(
    '/pages/index/software',
    'catalog:listing.software',
    (m) => m.SoftwarePage,
    () => opening(firstPage(softwareQuery(LISTING_FIRST_FILTERS))),
  ),
  search: {
    path: '/pages/index/search',
    title: 'catalog:searchTitle',
    page: () => import('./SearchPage'),
    namespaces: ['catalog'],
  },
});
