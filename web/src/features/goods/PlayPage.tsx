import { useSignals } from '@preact/signals-react/runtime';
import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentTrack, playTrack, queue, status, toggle } from '@/lib/player';
import { CatalogueLink } from '@/ui/goods/CatalogueLink';
import { CrateAddButton } from '@/ui/goods/CrateAddButton';
import { goodsDetailUrl } from '@/ui/goods/detail-url';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { PlayerControls } from '@/ui/player/PlayerControls';
import { SeekBar } from '@/ui/player/SeekBar';
import { EmptyState } from '@/ui/query-view/QueryView';
import './goods.css';

/** The full-screen form of the mini player: the current track, its position, the controls and the queue. */
export default function PlayPage() {
  useSignals();
  const { t } = useTranslation('goods');
  const { t: tp } = useTranslation('player');
  const track = currentTrack.value;
  if (!track) {
    return (
      <Page>
        <EmptyState>{t('nothingPlaying')}</EmptyState>
        <CatalogueLink className="btn btn--block">{t('browse')}</CatalogueLink>
      </Page>
    );
  }
  const detail = goodsDetailUrl({ id: track.id, goods_type: track.goodsType, section: track.section });
  return (
    <Page>
      <section className="play" aria-label={tp('label')}>
        <Image src={track.cover} alt="" ratio={1} eager className="play__cover" />
        <h2 className="play__title">{detail ? <AppLink to={detail}>{track.title}</AppLink> : track.title}</h2>
        <p className="play__artist">{track.artist}</p>
        {status.value === 'error' ? (
          <div className="play__error" role="alert">
            <p className="preview__error">{tp('failed')}</p>
            {/* The big play button would reload it too, but nothing on it says so. */}
            <button type="button" className="btn" onClick={toggle}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        <SeekBar showTimes className="play__seek seek-bar" />
        <PlayerControls size={32} />
        <CrateAddButton track={track} size={24} />
      </section>
      {queue.value.length > 1 ? (
        <section className="detail-section" aria-labelledby="play-queue">
          <h2 id="play-queue" className="detail-section__title">
            <ListMusic aria-hidden="true" size={18} /> {t('queue')}
          </h2>
          <ol className="play__queue">
            {queue.value.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="play__queue-item"
                  aria-current={item.id === track.id ? 'true' : undefined}
                  onClick={() => playTrack(item, queue.value)}
                >
                  <span className="play__queue-title">{item.title}</span>
                  <span className="play__queue-artist">{item.artist}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </Page>
  );
}
