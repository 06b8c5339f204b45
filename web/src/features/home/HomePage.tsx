import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/app/routes';
import { CHANNEL_ID } from '@/config/constants';
import { requestedChannel } from '@/lib/catalog-intent';
import { formatCount, formatDate } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import { systemConfig } from '@/lib/system-config';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { type Goods, GoodsRow } from '@/ui/goods/GoodsRow';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { bannersQuery } from './api/getBanners';
import { circleQuery } from './api/getCircleList';
import { featuredWritersQuery } from './api/getFeaturedWriters';
import { noticesQuery } from './api/getNotices';
import { presaleQuery } from './api/getPresaleList';
import { siteStatisticsQuery } from './api/getSiteStatistics';
import { todayMusicsQuery } from './api/getTodayMusics';
import { topMusicQuery } from './api/getTopMusic';

/** How many rows each Home teaser shows. */
const TEASER_ROWS = 5;
const BANNER_AUTOPLAY_MS = 4000;

const CHANNELS = [
  { key: 'music', id: CHANNEL_ID.music },
  { key: 'selected_pack', id: CHANNEL_ID.selected_pack },
  { key: 'dj', id: CHANNEL_ID.dj },
  { key: 'skewer', id: CHANNEL_ID.skewer },
  { key: 'playlist', id: CHANNEL_ID.playlist },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Banners() {
  const { t } = useTranslation();
  const { data } = useQuery(bannersQuery());
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return <div className="banner banner--placeholder" aria-hidden="true" />;
  const slides = banners.map((banner, index) => ({
    key: banner.id,
    content: <Image src={banner.image} alt={banner.title} ratio={750 / 300} eager={index === 0} className="banner" />,
  }));
  return (
    <section aria-label={t('home.banners')} className="home-banners">
      <Suspense
        fallback={
          <Image src={banners[0]?.image} alt={banners[0]?.title ?? ''} ratio={750 / 300} eager className="banner" />
        }
      >
        <LazyCarousel slides={slides} autoplayMs={BANNER_AUTOPLAY_MS} />
      </Suspense>
    </section>
  );
}

function Notices() {
  const { t } = useTranslation();
  const { data } = useQuery(noticesQuery());
  const notices = data?.data ?? [];
  if (notices.length === 0) return null;
  return (
    <section aria-label={t('home.notices')} className="notices">
      <span className="notices__icon" aria-hidden="true">
        📢
      </span>
      <ul className="notices__list">
        {notices.slice(0, 3).map((notice) => (
          <li key={notice.id}>{notice.title}</li>
        ))}
      </ul>
    </section>
  );
}

function Statistics() {
  const { t } = useTranslation();
  const { data } = useQuery(siteStatisticsQuery());
  if (!data) return null;
  const facts = [
    ['home.stats.music', data.music_count],
    ['home.stats.writers', data.writer_count],
    ['home.stats.users', data.user_count],
    ['home.stats.downloads', data.download_count],
  ] as const;
  return (
    <dl className="stats" aria-label={t('home.stats.title')}>
      {facts.map(([key, value]) => (
        <div key={key} className="stats__item">
          <dt>{t(key)}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Channels() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.channels')} className="channels">
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
          <span className="channels__icon" aria-hidden="true">
            ♫
          </span>
          {t(`channels.${channel.key}`)}
        </a>
      ))}
    </nav>
  );
}

interface TeaserProps {
  id: string;
  title: string;
  goods: readonly Goods[] | undefined;
}

function GoodsTeaser({ id, title, goods }: TeaserProps) {
  return (
    <Section id={id} title={title}>
      {goods === undefined ? (
        <div className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton--thumb" />
          <span className="skeleton skeleton--lines" />
        </div>
      ) : (
        <ul className="list">
          {goods.slice(0, TEASER_ROWS).map((item) => (
            <li key={item.id} className="list__row">
              <GoodsRow goods={item} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Presale() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(presaleQuery());
  const items = data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Section id="home-presale" title={t('home.presale')}>
      <ul className="list">
        {items.slice(0, TEASER_ROWS).map((item) => (
          <li key={item.goods.id} className="list__row">
            <GoodsRow goods={item.goods} />
            <p className="presale__release">
              {t('home.releaseOn', { date: formatDate(item.release_time, i18n.language) })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Writers() {
  const { t } = useTranslation();
  const { data } = useQuery(featuredWritersQuery());
  const writers = Array.isArray(data) ? data : [];
  if (writers.length === 0) return null;
  return (
    <Section id="home-writers" title={t('home.writers')}>
      <ul className="writers">
        {writers.slice(0, 10).map((writer) => (
          <li key={writer.id} className="writers__item">
            <Image src={writer.avatar} alt="" ratio={1} className="writers__avatar" />
            <span className="writers__name">{writer.nickname}</span>
            <span className="writers__fans">{t('home.fans', { count: formatCount(writer.fans) })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Circle() {
  const { t } = useTranslation();
  const { data } = useQuery(circleQuery());
  const articles = data?.data ?? [];
  if (articles.length === 0) return null;
  return (
    <Section id="home-circle" title={t('home.circle')}>
      <ul className="circle-teaser">
        {articles.slice(0, 3).map((article) => (
          <li key={article.id} className="circle-teaser__item">
            <h3 className="circle-teaser__title">{article.title}</h3>
            <p className="circle-teaser__content">{article.content}</p>
            <p className="circle-teaser__meta">
              {article.user.nickname} · {t('home.likes', { count: formatCount(article.likes) })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function HomePage() {
  useSignals();
  const { t } = useTranslation();
  const top = useQuery(topMusicQuery());
  const today = useQuery(todayMusicsQuery());
  return (
    <Page title={systemConfig.value?.site_name ?? t('home.title')}>
      <Banners />
      <Notices />
      <Channels />
      <Statistics />
      <GoodsTeaser id="home-top" title={t('home.top')} goods={top.data?.data} />
      <GoodsTeaser id="home-today" title={t('home.today')} goods={today.data?.data} />
      <Presale />
      <Writers />
      <Circle />
    </Page>
  );
}
