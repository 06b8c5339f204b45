import type { components } from '@djshop/api';
import { useQuery } from '@tanstack/react-query';
import { CirclePlay, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { formatDuration, formatPrice } from '@/lib/format';
import { parseId } from '@/lib/id-param';
import { optionalRouteUrl, routeUrl } from '@/lib/routes';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { DetailSection } from './components/DetailSection';
import { DetailView } from './components/DetailView';
import { GoodsActionBar } from './components/GoodsActionBar';
import { RichText } from './components/RichText';
import './goods.css';

type VideoDetail = components['schemas']['VideoDetail'];

function Detail({ video }: { video: VideoDetail }) {
  const { t } = useTranslation('goods');
  const full = video.video_url !== null;
  return (
    <>
      <article className="detail" aria-labelledby="detail-title">
        <AppLink to={routeUrl('tvplayer', { id: video.id })} className="video-cover">
          <Image src={video.image} alt="" ratio={16 / 9} priority className="detail__cover" />
          <span className="video-cover__play">
            <CirclePlay aria-hidden="true" size={48} />
            <span className="visually-hidden">{t(full ? 'watch' : 'watchTrial')}</span>
          </span>
        </AppLink>
        <div className="detail__head">
          <h2 id="detail-title" className="detail__title">
            {video.title}
          </h2>
          <p className="detail__price">
            <span className="detail__money">{video.is_free ? t('goods.free') : formatPrice(video.price)}</span>
            {video.vip_free ? <span className="tag">{t('goods.vipFree')}</span> : null}
            {video.bought ? <span className="tag tag--done">{t('bought')}</span> : null}
          </p>
          <p className="detail__note">
            {full
              ? t('fullAccess')
              : video.trial_seconds > 0
                ? t('trialNote', { duration: formatDuration(video.trial_seconds) })
                : t('noTrial')}
          </p>
          <AppLink to={routeUrl('tvplayer', { id: video.id })} className="btn btn--primary">
            {t(full ? 'watch' : 'watchTrial')}
          </AppLink>
        </div>
        {video.episodes.length > 0 ? (
          <DetailSection id="detail-episodes" title={t('episodes', { count: video.episodes.length })}>
            <ol className="episodes">
              {video.episodes.map((episode, index) => (
                <li key={episode.id}>
                  <AppLink to={routeUrl('tvplayer', { id: video.id, episode: index + 1 })} className="episodes__item">
                    <span className="episodes__title">{episode.title}</span>
                    <span className="episodes__meta">
                      {episode.video_url ? null : <Lock aria-label={t('locked')} size={14} />}
                      {formatDuration(episode.duration)}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ol>
          </DetailSection>
        ) : null}
        {video.description ? (
          <DetailSection id="detail-description" title={t('description')}>
            <RichText html={video.description} />
          </DetailSection>
        ) : null}
      </article>
      <GoodsActionBar
        goods={video}
        buyUrl={video.bought || video.is_free ? undefined : optionalRouteUrl('confrimOrder', { goods_id: video.id })}
      />
    </>
  );
}

/** tvDetail and videoDetail: a video or TV item, its trial, its episodes and how to watch in full. */
export default function VideoDetailPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...videoDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <Page dataTitle={query.data?.title}>
      <DetailView id={id} query={query} label={t('detailTitle')}>
        {(video) => <Detail video={video} />}
      </DetailView>
    </Page>
  );
}
