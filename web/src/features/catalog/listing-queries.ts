import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
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
import type { InfiniteListOptions } from '@/lib/query-client';
import type { CatalogueFilters } from './components/FilterPanel';

// Which list each listing route asks for, apart from its page's code: the page renders it, and the route's
// loader (app/route-data.ts) asks for the first choice while that code downloads.

type Channel = NonNullable<QueryParams<'getTopMusic'>['channel']>;
type Period = NonNullable<QueryParams<'getTopMusic'>['period']>;
type WelfareTab = NonNullable<QueryParams<'getWelfareList'>['tab']>;

/** What the page's controls chose: the catalogue filters, a tab of the list, a channel, the page's query. */
export interface ListingChoice {
  filters: CatalogueFilters;
  tab: string | undefined;
  channel: number | undefined;
  params: URLSearchParams;
}

export type ListingName =
  | 'topList'
  | 'dayList'
  | 'selectedMusicPack'
  | 'suiteList'
  | 'singleMusic'
  | 'dJSingle'
  | 'dJTeaching'
  | 'vipList'
  | 'welfareCenter'
  | 'singerTrackList'
  | 'tAG'
  | 'soundLight'
  | 'stageNameLogo'
  | 'software';

/** The filters a listing opens with (already compact: no empty values). */
export const FIRST_LISTING_FILTERS: CatalogueFilters = { sort: 'new' };

/** The tabs of the listings that have them, the first being the provider's default. */
export const LISTING_TABS = {
  topList: ['all', 'week', 'month'],
  welfareCenter: ['free', 'discount'],
} as const;

/** A positive integer from the page's query, or null. */
function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

const channelOf = (channel: number | undefined) => (channel ? { channel: channel as Channel } : {});

export const topListQuery = ({ tab, channel }: ListingChoice) =>
  topMusicQuery({ period: tab as Period, ...channelOf(channel) });
export const dayListQuery = ({ channel }: ListingChoice) => todayMusicsQuery(channelOf(channel));
export const welfareCenterQuery = ({ filters, tab }: ListingChoice) =>
  welfareListQuery({ ...filters, tab: tab as WelfareTab });
/** A bad link asks for nothing (the page's hook still runs, with a placeholder id, disabled). */
export const singerTrackListQuery = ({ filters, params }: ListingChoice) => {
  const writerId = positiveInt(params.get('writer_id'));
  return infiniteQueryOptions({
    ...singerTracksQuery({ ...filters, writer_id: writerId ?? 1 }),
    enabled: writerId !== null,
  });
};

/** Each listing route's list for a choice. */
export const LISTING_QUERIES: Record<ListingName, (choice: ListingChoice) => InfiniteListOptions> = {
  topList: topListQuery,
  dayList: dayListQuery,
  selectedMusicPack: ({ filters }) => selectedMusicPacksQuery(filters),
  suiteList: ({ filters }) => suiteListQuery(filters),
  singleMusic: ({ filters }) => producerSinglesQuery(filters),
  dJSingle: ({ filters }) => djSinglesQuery(filters),
  dJTeaching: ({ filters }) => teachingVideosQuery(filters),
  vipList: ({ filters }) => vipFreeListQuery(filters),
  welfareCenter: welfareCenterQuery,
  singerTrackList: singerTrackListQuery,
  tAG: ({ filters }) => vocalTagOffersQuery(filters),
  soundLight: ({ filters }) => soundLightGearQuery(filters),
  stageNameLogo: ({ filters }) => stageNameLogosQuery(filters),
  software: ({ filters }) => softwareQuery(filters),
};

/** The choice a listing opens with, from its link. */
export function firstListingChoice(name: ListingName, params: URLSearchParams): ListingChoice {
  const tabs: Partial<Record<ListingName, readonly string[]>> = LISTING_TABS;
  return { filters: FIRST_LISTING_FILTERS, tab: tabs[name]?.[0], channel: undefined, params };
}
