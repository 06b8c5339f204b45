import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { playingId, togglePreview } from '@/lib/audio-preview';
import { formatCount, formatPrice } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';

export type Goods = components['schemas']['Goods'];

/** One goods item in a list: cover, title, musician, facts, price, and the audio preview when there is one. */
export function GoodsRow({ goods, eager = false }: { goods: Goods; eager?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const playing = playingId.value === goods.id;
  const title = userText(goods.title);
  const facts = [goods.genre.slice(0, 2).join(' / '), goods.bpm ? `${goods.bpm} BPM` : '', goods.key ?? '']
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="goods-row" aria-label={title}>
      <Image src={goods.image} alt="" ratio={1} className="goods-row__cover" eager={eager} />
      <div className="goods-row__body">
        <h3 className="goods-row__title">{title}</h3>
        {goods.writer ? <p className="goods-row__writer">{userText(goods.writer.nickname)}</p> : null}
        {facts ? <p className="goods-row__facts">{facts}</p> : null}
        <p className="goods-row__meta">
          <span className="goods-row__price">{goods.is_free ? t('goods.free') : formatPrice(goods.price)}</span>
          {goods.vip_free ? <span className="tag">{t('goods.vipFree')}</span> : null}
          <span className="goods-row__plays">{t('goods.plays', { count: formatCount(goods.play_count) })}</span>
        </p>
      </div>
      {goods.preview_url ? (
        <button
          type="button"
          className="goods-row__play"
          aria-pressed={playing}
          aria-label={t(playing ? 'goods.pausePreview' : 'goods.playPreview', { title })}
          onClick={() => togglePreview(goods.id, goods.preview_url ?? '', goods.preview_start ?? 0)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
    </article>
  );
}
