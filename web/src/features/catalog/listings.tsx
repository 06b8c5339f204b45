import type { QueryParams } from '@djshop/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
import { parseId } from '@/lib/id-param';
import { type GoodsListQuery, type ListingConfig, ListingPage } from './ListingPage';
import { TOP_LIST_PERIODS, WELFARE_TABS } from './params';

type Channel = NonNullable<QueryParams<'getTopMusic'>['channel']>;
type Period = NonNullable<QueryParams<'getTopMusic'>['period']>;
type WelfareTab = NonNullable<QueryParams<'getWelfareList'>['tab']>;

function WriterHeading({ list }: { list: GoodsListQuery }) {
  const { t } = useTranslation('catalog');
  const writer = list.data?.pages[0]?.data[0]?.writer;
  if (!writer) return null;
  return <p className="listing__heading">{t('byWriter', { name: writer.nickname })}</p>;
}

// One config a route: the route's own contract operation and its controls (the title is the route table's).
const CONFIGS = {
  topList: {
    mixes: true,
    tabs: TOP_LIST_PERIODS.map((period) => ({ value: period, label: (t) => t(`period.${period}`) })),
    channels: true,
    useList: ({ tab, channel }) =>
      useInfiniteQuery(topMusicQuery({ period: tab as Period, ...(channel ? { channel: channel as Channel } : {}) })),
  },
  dayList: {
    mixes: true,
    channels: true,
    useList: ({ channel }) => useInfiniteQuery(todayMusicsQuery(channel ? { channel: channel as Channel } : {})),
  },
  selectedMusicPack: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(selectedMusicPacksQuery(filters)),
  },
  suiteList: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(suiteListQuery(filters)),
  },
  singleMusic: {
    mixes: true,
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(producerSinglesQuery(filters)),
  },
  dJSingle: {
    mixes: true,
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(djSinglesQuery(filters)),
  },
  dJTeaching: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(teachingVideosQuery(filters)),
  },
  vipList: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(vipFreeListQuery(filters)),
  },
  welfareCenter: {
    tabs: WELFARE_TABS.map((tab) => ({ value: tab, label: (t) => t(`welfare.${tab}`) })),
    filters: true,
    useList: ({ filters, tab }) => useInfiniteQuery(welfareListQuery({ ...filters, tab: tab as WelfareTab })),
  },
  singerTrackList: {
    mixes: true,
    filters: true,
    heading: (list) => <WriterHeading list={list} />,
    useList: ({ filters, params }) => {
      const writerId = parseId(params.get('writer_id'));
      // The hook runs on every render whatever the link held; a bad link asks for nothing.
      const list = useInfiniteQuery({
        ...singerTracksQuery({ ...filters, writer_id: writerId ?? 1 }),
        enabled: writerId !== null,
      });
      return writerId === null ? null : list;
    },
  },
  tAG: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(vocalTagOffersQuery(filters)),
  },
  soundLight: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(soundLightGearQuery(filters)),
  },
  stageNameLogo: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(stageNameLogosQuery(filters)),
  },
  software: {
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(softwareQuery(filters)),
  },
} as const satisfies Record<string, ListingConfig>;

export const TopListPage = () => <ListingPage config={CONFIGS.topList} />;
export const DayListPage = () => <ListingPage config={CONFIGS.dayList} />;
export const SelectedMusicPackPage = () => <ListingPage config={CONFIGS.selectedMusicPack} />;
export const SuiteListPage = () => <ListingPage config={CONFIGS.suiteList} />;
export const SingleMusicPage = () => <ListingPage config={CONFIGS.singleMusic} />;
export const DjSinglePage = () => <ListingPage config={CONFIGS.dJSingle} />;
export const DjTeachingPage = () => <ListingPage config={CONFIGS.dJTeaching} />;
export const VipListPage = () => <ListingPage config={CONFIGS.vipList} />;
export const WelfareCenterPage = () => <ListingPage config={CONFIGS.welfareCenter} />;
export const SingerTrackListPage = () => <ListingPage config={CONFIGS.singerTrackList} />;
export const TagPage = () => <ListingPage config={CONFIGS.tAG} />;
export const SoundLightPage = () => <ListingPage config={CONFIGS.soundLight} />;
export const StageNameLogoPage = () => <ListingPage config={CONFIGS.stageNameLogo} />;
export const SoftwarePage = () => <ListingPage config={CONFIGS.software} />;
