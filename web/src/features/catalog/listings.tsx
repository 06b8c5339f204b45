import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { djSinglesQuery } from '@/entities/goods/getDjSingles';
import { producerSinglesQuery } from '@/entities/goods/getProducerSingles';
import { selectedMusicPacksQuery } from '@/entities/goods/getSelectedMusicPacks';
import { softwareQuery } from '@/entities/goods/getSoftware';
import { soundLightGearQuery } from '@/entities/goods/getSoundLightGear';
import { stageNameLogosQuery } from '@/entities/goods/getStageNameLogos';
import { suiteListQuery } from '@/entities/goods/getSuiteList';
import { teachingVideosQuery } from '@/entities/goods/getTeachingVideos';
import { vipFreeListQuery } from '@/entities/goods/getVipFreeList';
import { vocalTagOffersQuery } from '@/entities/goods/getVocalTagOffers';
import { type GoodsListQuery, type ListingConfig, ListingPage } from './ListingPage';
import { dayListQuery, LISTING_TABS, singerTrackListQuery, topListQuery, welfareCenterQuery } from './listing-queries';

function WriterHeading({ list }: { list: GoodsListQuery }) {
  const { t } = useTranslation('catalog');
  const writer = list.data?.pages[0]?.data[0]?.writer;
  if (!writer) return null;
  return <p className="listing__heading">{t('byWriter', { name: writer.nickname })}</p>;
}

// One config a route: the page's title, the route's own contract operation, and its controls.
const CONFIGS = {
  topList: {
    title: (t) => t('listing.topList'),
    tabs: [
      { value: LISTING_TABS.topList[0], label: (t) => t('period.all') },
      { value: LISTING_TABS.topList[1], label: (t) => t('period.week') },
      { value: LISTING_TABS.topList[2], label: (t) => t('period.month') },
    ],
    channels: true,
    useList: (choice) => useInfiniteQuery(topListQuery(choice)),
  },
  dayList: {
    title: (t) => t('listing.dayList'),
    channels: true,
    useList: (choice) => useInfiniteQuery(dayListQuery(choice)),
  },
  selectedMusicPack: {
    title: (t) => t('listing.selectedMusicPack'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(selectedMusicPacksQuery(filters)),
  },
  suiteList: {
    title: (t) => t('listing.suiteList'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(suiteListQuery(filters)),
  },
  singleMusic: {
    title: (t) => t('listing.singleMusic'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(producerSinglesQuery(filters)),
  },
  dJSingle: {
    title: (t) => t('listing.dJSingle'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(djSinglesQuery(filters)),
  },
  dJTeaching: {
    title: (t) => t('listing.dJTeaching'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(teachingVideosQuery(filters)),
  },
  vipList: {
    title: (t) => t('listing.vipList'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(vipFreeListQuery(filters)),
  },
  welfareCenter: {
    title: (t) => t('listing.welfareCenter'),
    tabs: [
      { value: LISTING_TABS.welfareCenter[0], label: (t) => t('welfare.free') },
      { value: LISTING_TABS.welfareCenter[1], label: (t) => t('welfare.discount') },
    ],
    filters: true,
    useList: (choice) => useInfiniteQuery(welfareCenterQuery(choice)),
  },
  singerTrackList: {
    title: (t) => t('listing.singerTrackList'),
    filters: true,
    heading: (list) => <WriterHeading list={list} />,
    useList: (choice) => {
      // The hook runs on every render whatever the link held; a bad link asks for nothing.
      const options = singerTrackListQuery(choice);
      const list = useInfiniteQuery(options);
      return options.enabled ? list : null;
    },
  },
  tAG: {
    title: (t) => t('listing.tAG'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(vocalTagOffersQuery(filters)),
  },
  soundLight: {
    title: (t) => t('listing.soundLight'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(soundLightGearQuery(filters)),
  },
  stageNameLogo: {
    title: (t) => t('listing.stageNameLogo'),
    filters: true,
    useList: ({ filters }) => useInfiniteQuery(stageNameLogosQuery(filters)),
  },
  software: {
    title: (t) => t('listing.software'),
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
