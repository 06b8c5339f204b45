import type { components } from '@djshop/api';
import { useQuery } from '@tanstack/react-query';
import { Lock, Maximize } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { formatDuration } from '@/lib/format';
import { parseId } from '@/lib/id-param';
import { mediaUrl } from '@/lib/media';
import { navigation } from '@/lib/navigation';
import { optionalRouteUrl, routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState } from '@/ui/query-view/QueryView';
import { DetailSection } from './components/DetailSection';
import { DetailView } from './components/DetailView';
import './goods.css';

type VideoDetail = components['schemas']['VideoDetail'];

/** What plays: the full video or episode when the user may watch it, else the trial clip up to its limit. */
export function sourceOf(video: VideoDetail, episode: number): { src: string | null; trialSeconds: number | null } {
  const chosen = video.episodes[episode - 1];
  const full = video.episodes.length > 0 ? (chosen?.video_url ?? null) : video.video_url;
  if (full) return { src: full, trialSeconds: null };
  if (video.preview_url && video.trial_seconds > 0)
    return { src: video.preview_url, trialSeconds: video.trial_seconds };
  return { src: null, trialSeconds: null };
}

function Player({ video, episode }: { video: VideoDetail; episode: number }) {
  const { t } = useTranslation('goods');
  const element = useRef<HTMLVideoElement>(null);
  const [trialOver, setTrialOver] = useState(false);
  const { src, trialSeconds } = sourceOf(video, episode);
  const buyUrl = optionalRouteUrl('confrimOrder', { goods_id: video.id });

  // The trial stops where the contract says (`trial_seconds`), whether it is played or seeked past.
  const holdTrial = () => {
    const media = element.current;
    if (!media || trialSeconds === null || media.currentTime < trialSeconds) return;
    media.pause();
    media.currentTime = trialSeconds;
    setTrialOver(true);
  };

  return (
    <section className="video-player" aria-label={t('videoPlayer')}>
      {src ? (
        <>
          <video
            key={`${episode}-${src}`}
            ref={element}
            className="video-player__video"
            src={mediaUrl(src)}
            poster={mediaUrl(video.image)}
            controls
            playsInline
            preload="metadata"
            onTimeUpdate={holdTrial}
            onSeeking={holdTrial}
            onPlay={() => {
              if (trialOver) holdTrial();
            }}
          >
            <track kind="captions" />
          </video>
          <button
            type="button"
            className="btn video-player__fullscreen"
            onClick={() => void element.current?.requestFullscreen?.().catch(() => {})}
          >
            <Maximize aria-hidden="true" size={18} />
            {t('fullScreen')}
          </button>
        </>
      ) : (
        <EmptyState>{t('noTrial')}</EmptyState>
      )}
      {trialSeconds !== null ? (
        <p
          className={trialOver ? 'video-player__trial video-player__trial--over' : 'video-player__trial'}
          role="status"
        >
          {trialOver ? t('trialOver') : t('trialNote', { duration: formatDuration(trialSeconds) })}
        </p>
      ) : null}
      {trialSeconds !== null || !src ? (
        buyUrl ? (
          <AppLink to={buyUrl} className="btn btn--primary btn--block">
            {t('buyToWatch')}
          </AppLink>
        ) : (
          <AppLink to={routeUrl('videoDetail', { id: video.id })} className="btn btn--block">
            {t('detailTitle')}
          </AppLink>
        )
      ) : null}
    </section>
  );
}

function Episodes({ video, episode }: { video: VideoDetail; episode: number }) {
  const { t } = useTranslation('goods');
  if (video.episodes.length === 0) return null;
  return (
    <DetailSection id="player-episodes" title={t('episodes', { count: video.episodes.length })}>
      <ol className="episodes">
        {video.episodes.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${routeUrl('tvplayer', { id: video.id, episode: index + 1 })}`}
              className="episodes__item"
              aria-current={index + 1 === episode ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                // The episode lives in the url (a reload or a shared link opens it); switching replaces the page.
                void navigation.redirectTo(routeUrl('tvplayer', { id: video.id, episode: index + 1 }));
              }}
            >
              <span className="episodes__title">{item.title}</span>
              <span className="episodes__meta">
                {item.video_url ? null : <Lock aria-label={t('locked')} size={14} />}
                {formatDuration(item.duration)}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/** tvplayer: the video player page, with the episode in the url. */
export default function TvPlayerPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...videoDetailQuery(id ?? 0), enabled: id !== null });
  const asked = parseId(params.get('episode')) ?? 1;
  return (
    <Page dataTitle={query.data?.title}>
      <DetailView id={id} query={query} label={t('videoPlayer')} rows={3}>
        {(video) => {
          const episode = video.episodes.length > 0 ? Math.min(asked, video.episodes.length) : 1;
          return (
            <>
              <Player video={video} episode={episode} />
              <Episodes video={video} episode={episode} />
            </>
          );
        }}
      </DetailView>
    </Page>
  );
}
