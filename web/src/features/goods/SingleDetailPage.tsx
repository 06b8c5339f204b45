import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, ListFilter, LoaderCircle, Pause, Play, Search } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DETAIL_DEFER_MAX_MS, MIX_SUGGESTIONS } from '@/config/constants';
import { type DetailKind, goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { useMixes } from '@/entities/goods/useMixes';
import { CategoryMixesLink } from '@/entities/mixes/CategoryMixesLink';
import { KeyLockSwitch, MixList } from '@/entities/mixes/MixList';
import { downloadResource } from '@/lib/download';
import { formatCount, formatPrice } from '@/lib/format';
import { parseId } from '@/lib/id-param';
import { keyLock } from '@/lib/key-lock';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { buffering, currentTrack, playTrack, status, trackOf, tracksOf } from '@/lib/player';
import { optionalRouteUrl, routeUrl } from '@/lib/routes';
import { CrateAddButton } from '@/ui/goods/CrateAddButton';
import { Image } from '@/ui/image/Image';
import { useNearViewport, WhenNear } from '@/ui/lazy/WhenNear';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { SeekBar } from '@/ui/player/SeekBar';
import { EmptyState, LoadError, SkeletonRows } from '@/ui/query-view/QueryView';
import { Waveform } from '@/ui/waveform/Waveform';
import { DetailSection } from './components/DetailSection';
import { DetailView } from './components/DetailView';
import { GoodsActionBar } from './components/GoodsActionBar';
import { GoodsList } from './components/GoodsList';
import { RichText } from './components/RichText';
import { detailKind } from './query';
import './goods.css';

type GoodsDetail = components['schemas']['GoodsDetail'];

function PreviewControl({ goods, playlist }: { goods: GoodsDetail; playlist: ReturnType<typeof tracksOf> }) {
  useSignals();
  const { t } = useTranslation('goods');
  const { t: tp } = useTranslation('player');
  const track = useMemo(() => trackOf(goods), [goods]);
  if (!track) return null;
  const list = playlist.length > 0 ? playlist : [track];
  const current = currentTrack.value?.id === goods.id;
  const playing = current && (status.value === 'playing' || status.value === 'loading');
  const waiting = current && (status.value === 'loading' || buffering.value);
  const Icon = waiting ? LoaderCircle : playing ? Pause : Play;
  return (
    <div className="preview">
      <button type="button" className="preview__button" aria-pressed={playing} onClick={() => playTrack(track, list)}>
        <Icon aria-hidden="true" size={22} className={waiting ? 'spin' : undefined} />
        {t(playing ? 'pausePreview' : 'playPreview')}
      </button>
      <CrateAddButton track={track} size={22} />
      {/* The waveform is always there to tap into; without one from the provider, the bar of the playing track. */}
      {goods.waveform ? (
        <div className="preview__seek">
          <Waveform track={track} waveform={goods.waveform} playlist={list} />
        </div>
      ) : current ? (
        <SeekBar showTimes className="preview__seek seek-bar" />
      ) : null}
      {current && status.value === 'error' ? (
        <p className="preview__error" role="alert">
          {tp('failed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Holds a section's requests back until it comes near the viewport and the page's cover has loaded (or
 * failed, or DETAIL_DEFER_MAX_MS have passed): the cover is the page's largest paint, and the section's
 * requests (a hundred candidates and their covers, for "mixes well with") would compete with it.
 */
function useAfterCover(coverSettled: boolean) {
  const { ref, inView } = useNearViewport();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (coverSettled) return;
    const timer = setTimeout(() => setWaited(true), DETAIL_DEFER_MAX_MS);
    return () => clearTimeout(timer);
  }, [coverSettled]);
  return { ref, ready: inView && (coverSettled || waited) };
}

function Mixes({ goods, coverSettled }: { goods: GoodsDetail; coverSettled: boolean }) {
  useSignals();
  const { t } = useTranslation('goods');
  const { ref, ready } = useAfterCover(coverSettled);
  const mixes = useMixes(goods, { keyLock: keyLock.value, limit: MIX_SUGGESTIONS, enabled: ready });
  // The suggestions render in a transition, which yields to the page between rows: the candidates' answers
  // arrive together, and rendering the list in the same task (a query's answer renders at once) made one task
  // of 150 to 300 ms at 4x CPU slowdown after the cover had painted, the largest part of a cold track link's
  // blocking time.
  const items = useDeferredValue(mixes.items);
  if (!goods.bpm || !goods.key) return null;
  let body: React.ReactNode;
  if (items.length > 0) body = <MixList track={goods} items={items} label={t('mixes')} />;
  else if (mixes.failed) body = <LoadError onRetry={mixes.retry} />;
  else if (mixes.pending) body = <SkeletonRows rows={3} />;
  else body = <EmptyState>{t('noMixes')}</EmptyState>;
  return (
    <DetailSection ref={ref} id="detail-mixes" title={t('mixes')}>
      <p className="detail-section__hint">{t('mixesHint')}</p>
      <KeyLockSwitch />
      <AppLink to={routeUrl('search', { mixes: goods.id })} className="mixes-search">
        <Search aria-hidden="true" size={16} />
        {t('mix.searchAll')}
      </AppLink>
      <AppLink to={routeUrl('dJSingle', { mixes: goods.id })} className="mixes-search">
        <ListFilter aria-hidden="true" size={16} />
        {t('mix.listingAll')}
      </AppLink>
      <CategoryMixesLink trackId={goods.id} className="mixes-search">
        <LayoutGrid aria-hidden="true" size={16} />
        {t('mix.categoryAll')}
      </CategoryMixesLink>
      {body}
    </DetailSection>
  );
}

function Detail({ goods, kind }: { goods: GoodsDetail; kind: DetailKind }) {
  useSignals();
  const { t } = useTranslation('goods');
  const trackList = useMemo(() => tracksOf(goods.tracks), [goods.tracks]);
  const buyUrl = optionalRouteUrl('confrimOrder', { goods_id: goods.id });
  const [coverSettled, setCoverSettled] = useState(false);
  const onCoverSettled = useCallback(() => setCoverSettled(true), []);
  const facts: [string, string][] = [
    [t('genre'), goods.genre.join(' / ')],
    [t('bpm'), goods.bpm ? String(goods.bpm) : ''],
    [t('key'), formatKey(goods.key, keyNotation.value)],
    [t('plays'), formatCount(goods.play_count)],
  ];

  return (
    <>
      <article className="detail" aria-labelledby="detail-title">
        <Image
          src={goods.image}
          alt={goods.title}
          ratio={1}
          priority
          previewable
          className="detail__cover"
          onSettled={onCoverSettled}
        />
        <div className="detail__head">
          <h2 id="detail-title" className="detail__title">
            {goods.title}
          </h2>
          {goods.writer ? (
            <AppLink to={routeUrl('singerTrackList', { writer_id: goods.writer.id })} className="detail__writer">
              <Image src={goods.writer.avatar} alt="" ratio={1} className="detail__avatar" />
              {goods.writer.nickname}
            </AppLink>
          ) : null}
          <p className="detail__price">
            <span className="detail__money">{goods.is_free ? t('goods.free') : formatPrice(goods.price)}</span>
            {goods.score_price !== null ? (
              <span className="detail__points">{t('points', { count: goods.score_price })}</span>
            ) : null}
            {goods.vip_free ? <span className="tag">{t('goods.vipFree')}</span> : null}
            {goods.bought ? <span className="tag tag--done">{t('bought')}</span> : null}
          </p>
          <dl className="detail__facts">
            {facts
              .filter(([, value]) => value)
              .map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <PreviewControl goods={goods} playlist={trackList} />
        </div>
        {goods.tracks.length > 0 ? (
          <DetailSection id="detail-tracks" title={t('tracks', { count: goods.tracks.length })}>
            <GoodsList items={goods.tracks} label={t('tracks', { count: goods.tracks.length })} />
          </DetailSection>
        ) : null}
        {goods.description ? (
          <DetailSection id="detail-description" title={t('description')}>
            <RichText html={goods.description} />
          </DetailSection>
        ) : null}
        {kind === 'music' ? <Mixes goods={goods} coverSettled={coverSettled} /> : null}
        {goods.related.length > 0 ? (
          <DetailSection id="detail-related" title={t('related')}>
            {/* Below the mixes: its covers are fetched as it nears the viewport, not with the track. */}
            <WhenNear>
              <GoodsList items={goods.related} label={t('related')} />
            </WhenNear>
          </DetailSection>
        ) : null}
      </article>
      <GoodsActionBar
        goods={goods}
        commentsCount={goods.comments_count}
        buyUrl={buyUrl}
        onDownload={goods.can_download ? () => downloadResource({ id: goods.id, type: kind }, goods.title) : undefined}
      />
    </>
  );
}

export default function SingleDetailPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const kind: DetailKind = detailKind(params.get('type'));
  const query = useQuery({ ...goodsDetailQuery(id ?? 0, kind), enabled: id !== null });
  return (
    <Page dataTitle={query.data?.title}>
      <DetailView id={id} query={query} label={t('detailTitle')}>
        {(goods) => <Detail goods={goods} kind={kind} />}
      </DetailView>
    </Page>
  );
}
