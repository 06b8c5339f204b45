import type { components } from '@djshop/api';
import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { LoaderCircle, Pause, Play } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPrice } from '@/lib/format';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { buffering, currentTrack, playTrack, status, type Track, trackOf } from '@/lib/player';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { CrateAddButton } from './CrateAddButton';
import { goodsDetailUrl } from './detail-url';
import './goods-row.css';

export type Goods = components['schemas']['Goods'];

export interface GoodsRowProps {
  goods: Goods;
  eager?: boolean;
  /**
   * The tracks previous and next walk through when this row starts the player (the list it is in); a long
   * list that grows passes a function, read at the tap, so that a new page leaves its rows' props alone.
   */
  playlist?: readonly Track[] | (() => readonly Track[]);
}

/**
 * What a row shows of the player: another track, its own track paused, ended or failed, playing, waiting for
 * data to play, or waiting while not playing.
 */
type RowPlayback = 'other' | 'current' | 'playing' | 'waiting' | 'stalled';

function rowPlayback(id: number): RowPlayback {
  if (currentTrack.value?.id !== id) return 'other';
  const playing = status.value === 'playing' || status.value === 'loading';
  const waiting = status.value === 'loading' || buffering.value;
  if (waiting) return playing ? 'waiting' : 'stalled';
  return playing ? 'playing' : 'current';
}

/** One goods item in a list: cover, title (a link to its page), musician, facts, price, and its preview. */
export const GoodsRow = memo(function GoodsRow({ goods, eager = false, playlist }: GoodsRowProps) {
  useSignals();
  const { t } = useTranslation();
  // The row follows one value of its own rather than the player's signals, so that a tap, a buffering or a
  // pause re-renders the rows it changes and not every row of a list of hundreds.
  const playback = useMemo(() => computed(() => rowPlayback(goods.id)), [goods.id]).value;
  const current = playback !== 'other';
  const playing = playback === 'playing' || playback === 'waiting';
  const waiting = playback === 'waiting' || playback === 'stalled';
  const track = trackOf(goods);
  const detail = goodsDetailUrl(goods);
  const title = userText(goods.title);
  const notation = keyNotation.value;
  const facts = [
    goods.genre.slice(0, 2).join(' / '),
    goods.bpm ? `${goods.bpm} BPM` : '',
    formatKey(goods.key, notation),
  ]
    .filter(Boolean)
    .join(' · ');
  const PlayIcon = waiting ? LoaderCircle : playing ? Pause : Play;
  return (
    <article className={current ? 'goods-row goods-row--current' : 'goods-row'} aria-label={title}>
      <Image src={goods.image} alt="" ratio={1} className="goods-row__cover" eager={eager} />
      <div className="goods-row__body">
        <h3 className="goods-row__title">
          {detail ? (
            <AppLink to={detail} className="goods-row__link">
              {title}
            </AppLink>
          ) : (
            title
          )}
        </h3>
        {goods.writer ? <p className="goods-row__writer">{userText(goods.writer.nickname)}</p> : null}
        {facts ? <p className="goods-row__facts">{facts}</p> : null}
        <p className="goods-row__meta">
          <span className="goods-row__price">{goods.is_free ? t('goods.free') : formatPrice(goods.price)}</span>
          {goods.vip_free ? <span className="tag">{t('goods.vipFree')}</span> : null}
          <span className="goods-row__plays">
            {t('goods.plays', { count: goods.play_count, value: formatCount(goods.play_count) })}
          </span>
        </p>
      </div>
      {track ? <CrateAddButton track={track} /> : null}
      {track ? (
        <button
          type="button"
          className="goods-row__play icon-button"
          aria-pressed={playing}
          aria-label={t(playing ? 'goods.pausePreview' : 'goods.playPreview', { title })}
          onClick={() => playTrack(track, (typeof playlist === 'function' ? playlist() : playlist) ?? [track])}
        >
          <PlayIcon aria-hidden="true" className={waiting ? 'spin' : undefined} size={20} />
        </button>
      ) : null}
    </article>
  );
});
