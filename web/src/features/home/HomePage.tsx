import { useSignals } from '@preact/signals-react/runtime';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  AudioLines,
  CalendarClock,
  ChevronRight,
  Crown,
  Disc3,
  DiscAlbum,
  Gift,
  GraduationCap,
  Laptop,
  ListMusic,
  type LucideIcon,
  Megaphone,
  Mic,
  Package,
  PenTool,
  Search,
  Speaker,
  Trophy,
  Users,
} from 'lucide-react';
import {
  type CSSProperties,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import {
  CHANNEL_ID,
  HOME_CIRCLE_ROWS,
  HOME_DEFER_MARGIN_PX,
  HOME_NOTICE_LINES,
  HOME_TEASER_ROWS,
  HOME_WRITERS,
} from '@/config/constants';
import { ROUTES, type RouteName, routeUrl } from '@/config/paths';
import { afterNextPaint } from '@/lib/after-paint';
import { requestedChannel } from '@/lib/catalog-intent';
import { formatCount, formatDate, formatPrice } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import { tracksOf } from '@/lib/player';
import { systemConfig } from '@/lib/system-config';
import { userText } from '@/lib/user-text';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { overlaysOpen } from '@/ui/dialog/overlay';
import { type Goods, GoodsRow } from '@/ui/goods/GoodsRow';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView, SkeletonRows } from '@/ui/query-view/QueryView';
import { bannersQuery } from './api/getBanners';
import { circleQuery } from './api/getCircleList';
import { featuredWritersQuery } from './api/getFeaturedWriters';
import { groupGoodsQuery } from './api/getGroupGoodsList';
import { noticesQuery } from './api/getNotices';
import { presaleQuery } from './api/getPresaleList';
import { siteStatisticsQuery } from './api/getSiteStatistics';
import { todayMusicsQuery } from './api/getTodayMusics';
import { topMusicQuery } from './api/getTopMusic';
import './home.css';

const BANNER_AUTOPLAY_MS = 4000;

const CHANNELS = [
  { key: 'music', id: CHANNEL_ID.music, icon: AudioLines },
  { key: 'selected_pack', id: CHANNEL_ID.selected_pack, icon: Package },
  { key: 'dj', id: CHANNEL_ID.dj, icon: Disc3 },
  { key: 'skewer', id: CHANNEL_ID.skewer, icon: ListMusic },
  { key: 'playlist', id: CHANNEL_ID.playlist, icon: DiscAlbum },
] as const;

/** Home's entries to the catalogue's listing pages (spec §2), each with its icon. */
const ENTRIES: readonly { route: RouteName; icon: LucideIcon }[] = [
  { route: 'topList', icon: Trophy },
  { route: 'dayList', icon: CalendarClock },
  { route: 'selectedMusicPack', icon: Package },
  { route: 'suiteList', icon: ListMusic },
  { route: 'singleMusic', icon: AudioLines },
  { route: 'dJSingle', icon: Disc3 },
  { route: 'dJTeaching', icon: GraduationCap },
  { route: 'vipList', icon: Crown },
  { route: 'welfareCenter', icon: Gift },
  { route: 'tAG', icon: Mic },
  { route: 'soundLight', icon: Speaker },
  { route: 'stageNameLogo', icon: PenTool },
  { route: 'software', icon: Laptop },
];

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Where the section's "more" link leads (its full listing page). */
  more?: string;
}

function Section({ id, title, children, ref, more }: SectionProps) {
  const { t } = useTranslation('home');
  return (
    <section ref={ref} className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more ? (
          <AppLink to={more} className="home-section__more">
            {t('more')}
            <span className="visually-hidden">{title}</span>
            <ChevronRight aria-hidden="true" size={16} />
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Banners() {
  useSignals();
  const { t } = useTranslation('home');
  const { data } = useQuery(bannersQuery());
  // The first banner paints on its own, without the carousel's code: the carousel starts once that picture is
  // on screen (the page's largest paint), and only while nothing covers it (the launch popup may).
  const [firstDone, setFirstDone] = useState(false);
  const [painted, setPainted] = useState(false);
  const onFirstDone = useCallback(() => setFirstDone(true), []);
  useEffect(() => {
    if (firstDone && !painted) return afterNextPaint(() => setPainted(true));
  }, [firstDone, painted]);
  const [started, setStarted] = useState(false);
  if (!started && painted && overlaysOpen.value === 0) setStarted(true);
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return <div className="banner banner--placeholder" aria-hidden="true" />;
  const slides = banners.map((banner, index) => ({
    key: banner.id,
    content: (
      <Image src={banner.image} alt={userText(banner.title)} ratio={750 / 300} eager={index === 0} className="banner" />
    ),
  }));
  const first = (
    <Image
      src={banners[0]?.image}
      alt={userText(banners[0]?.title)}
      ratio={750 / 300}
      priority
      className="banner"
      onDone={onFirstDone}
    />
  );
  return (
    <section aria-label={t('banners')} className="home-banners">
      {started ? (
        <Suspense fallback={first}>
          <LazyCarousel slides={slides} autoplayMs={BANNER_AUTOPLAY_MS} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}

function Notices() {
  const { t } = useTranslation('home');
  const { data, isPending } = useQuery(noticesQuery());
  const notices = data?.data ?? [];
  if (!isPending && notices.length === 0) return null;
  return (
    <section
      aria-label={t('notices')}
      aria-busy={isPending}
      className="notices"
      style={{ '--notice-lines': HOME_NOTICE_LINES } as CSSProperties}
    >
      <Megaphone className="notices__icon" aria-hidden="true" size={18} />
      <ul className="notices__list">
        {notices.slice(0, HOME_NOTICE_LINES).map((notice) => (
          <li key={notice.id}>{userText(notice.title)}</li>
        ))}
      </ul>
    </section>
  );
}

function Statistics() {
  const { t } = useTranslation('home');
  const { data, isError } = useQuery(siteStatisticsQuery());
  if (isError) return null;
  const facts = [
    ['stats.music', data?.music_count],
    ['stats.writers', data?.writer_count],
    ['stats.users', data?.user_count],
    ['stats.downloads', data?.download_count],
  ] as const;
  return (
    <dl className="stats" aria-label={t('stats.title')} aria-busy={!data}>
      {facts.map(([key, value]) => (
        <div key={key} className="stats__item">
          <dt>{t(key)}</dt>
          <dd>{value === undefined ? <span className="skeleton stats__pending" /> : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Channels() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('channels')} className="channels">
      {CHANNELS.map((channel) => (
        <a
          key={channel.key}
          href={`#${ROUTES.category.path}`}
          className="channels__item"
          onClick={(event) => {
            event.preventDefault();
            requestedChannel.value = channel.id;
            void navigation.switchTab(ROUTES.category.path);
          }}
        >
          <channel.icon className="channels__icon" aria-hidden="true" size={22} />
          {t(`channel.${channel.key}`)}
        </a>
      ))}
    </nav>
  );
}

function Entries() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('entries')} className="home-entries">
      <AppLink to={routeUrl('search')} className="home-search">
        <Search aria-hidden="true" size={18} />
        {t('searchHint')}
      </AppLink>
      <ul className="home-entries__grid">
        {ENTRIES.map((entry) => (
          <li key={entry.route}>
            <AppLink to={routeUrl(entry.route)} className="home-entries__item">
              <entry.icon className="home-entries__icon" aria-hidden="true" size={22} />
              {t(`entry.${entry.route as EntryRoute}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type EntryRoute =
  | 'topList'
  | 'dayList'
  | 'selectedMusicPack'
  | 'suiteList'
  | 'singleMusic'
  | 'dJSingle'
  | 'dJTeaching'
  | 'vipList'
  | 'welfareCenter'
  | 'tAG'
  | 'soundLight'
  | 'stageNameLogo'
  | 'software';

interface TeaserProps {
  id: string;
  title: string;
  more?: string;
  query: UseQueryResult<{ data: Goods[] }>;
  ref?: Ref<HTMLElement>;
}

function GoodsTeaser({ id, title, query, ref, more }: TeaserProps) {
  const items = query.data?.data.slice(0, HOME_TEASER_ROWS);
  const playlist = useMemo(() => tracksOf(items ?? []), [items]);
  return (
    <Section ref={ref} id={id} title={title} {...(more ? { more } : {})}>
      <QueryView
        query={query}
        isEmpty={(page) => page.data.length === 0}
        skeleton={<SkeletonRows rows={HOME_TEASER_ROWS} />}
      >
        {(page) => (
          <ul className="list">
            {page.data.slice(0, HOME_TEASER_ROWS).map((item) => (
              <li key={item.id} className="list__row">
                <GoodsRow goods={item} playlist={playlist} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

function TopMusic() {
  const { t } = useTranslation('home');
  return <GoodsTeaser id="home-top" title={t('top')} more={routeUrl('topList')} query={useQuery(topMusicQuery())} />;
}

function TodayMusics() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const query = useQuery({ ...todayMusicsQuery(), enabled: inView });
  return <GoodsTeaser ref={ref} id="home-today" title={t('today')} more={routeUrl('dayList')} query={query} />;
}

/**
 * Sections below the first screen ask for their data when the visitor scrolls near them: the first screen's
 * requests (and the launch popup's) then do not queue behind them on a slow connection.
 */
function useNearViewport() {
  return useInView({ rootMargin: `${HOME_DEFER_MARGIN_PX}px 0px`, triggerOnce: true });
}

function Presale() {
  const { t, i18n } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...presaleQuery(), enabled: inView });
  const items = data?.data ?? [];
  if (items.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-presale" title={t('presale')}>
      <ul className="list">
        {items.slice(0, HOME_TEASER_ROWS).map((item) => (
          <li key={item.goods.id} className="list__row">
            <GoodsRow goods={item.goods} />
            <p className="presale__release">{t('releaseOn', { date: formatDate(item.release_time, i18n.language) })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GroupBuys() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...groupGoodsQuery(), enabled: inView });
  const items = data?.data ?? [];
  if (items.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-groups" title={t('groups')}>
      <ul className="list">
        {items.slice(0, HOME_TEASER_ROWS).map((item) => (
          <li key={item.goods.id} className="list__row">
            <AppLink to={routeUrl('goodsDetail', { id: item.goods.id })} className="group-teaser">
              <Image src={item.goods.image} alt="" ratio={1} className="group-teaser__cover" />
              <span className="group-teaser__body">
                <span className="group-teaser__title">{item.goods.title}</span>
                <span className="group-teaser__meta">
                  <Users aria-hidden="true" size={14} /> {t('groupOf', { count: item.group_size })} ·{' '}
                  {formatPrice(item.group_price)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" size={18} />
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Writers() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...featuredWritersQuery(), enabled: inView });
  const writers = Array.isArray(data) ? data : [];
  if (writers.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-writers" title={t('writers')}>
      <ul className="writers">
        {writers.slice(0, HOME_WRITERS).map((writer) => (
          <li key={writer.id} className="writers__item">
            <AppLink to={routeUrl('makersHome', { id: writer.id })} className="writers__link">
              <Image src={writer.avatar} alt="" ratio={1} className="writers__avatar" />
              <span className="writers__name">{userText(writer.nickname)}</span>
              <span className="writers__fans">{t('fans', { count: formatCount(writer.fans) })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Circle() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...circleQuery(), enabled: inView });
  const articles = data?.data ?? [];
  if (articles.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-circle" title={t('circle')}>
      <ul className="circle-teaser">
        {articles.slice(0, HOME_CIRCLE_ROWS).map((article) => (
          <li key={article.id} className="circle-teaser__item">
            <h3 className="circle-teaser__title">{userText(article.title)}</h3>
            <p className="circle-teaser__content">{userText(article.content)}</p>
            <p className="circle-teaser__meta">
              {userText(article.user.nickname)} · {t('likes', { count: formatCount(article.likes) })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function HomePage() {
  useSignals();
  const { t } = useTranslation('home');
  return (
    <Page title={systemConfig.value?.site_name ?? t('title')}>
      <Banners />
      <Notices />
      <Channels />
      <Entries />
      <Statistics />
      <TopMusic />
      <TodayMusics />
      <Presale />
      <GroupBuys />
      <Writers />
      <Circle />
    </Page>
  );
}
