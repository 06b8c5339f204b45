import { Download, Heart, Share2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '@/lib/login';
import { navigation } from '@/lib/navigation';
import { sharePage } from '../share';
import { useGoodsActions } from '../useGoodsActions';
import { ActionBar } from './ActionBar';
import { CommentsLink } from './CommentsLink';

export interface GoodsActionBarProps {
  goods: { id: number; title: string; collected: boolean };
  commentsCount?: number;
  /** The order page "buy now" opens, with its query (the buying pages; absent until they land). */
  buyUrl: string | undefined;
  /** Whether the cart takes this goods item; the quantity to add. */
  quantity?: number;
  /** Starts the download, when the user may download the goods. */
  onDownload?: (() => Promise<unknown>) | undefined;
}

/** The bottom bar of a detail page: collect, comments, share, then download or add to cart and buy now. */
export function GoodsActionBar({ goods, commentsCount, buyUrl, quantity = 1, onDownload }: GoodsActionBarProps) {
  const { t } = useTranslation('goods');
  const actions = useGoodsActions(goods.id);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ActionBar label={t('actions')}>
      <button
        type="button"
        className="action-bar__icon"
        aria-pressed={goods.collected}
        disabled={actions.collecting}
        onClick={actions.collect}
      >
        <Heart aria-hidden="true" size={20} fill={goods.collected ? 'currentColor' : 'none'} />
        {t(goods.collected ? 'collectedLabel' : 'collect')}
      </button>
      <CommentsLink goodsId={goods.id} {...(commentsCount === undefined ? {} : { count: commentsCount })} />
      <button type="button" className="action-bar__icon" onClick={() => void sharePage(goods.title)}>
        <Share2 aria-hidden="true" size={20} />
        {t('share')}
      </button>
      {onDownload ? (
        <button
          type="button"
          className="btn btn--primary action-bar__main"
          disabled={downloading}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" size={18} />
          {t('download')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="btn action-bar__main"
            disabled={actions.adding}
            onClick={() => actions.addToCart(quantity)}
          >
            <ShoppingCart aria-hidden="true" size={18} />
            {t('addToCart')}
          </button>
          {buyUrl ? (
            <a
              href={`#${buyUrl}`}
              className="btn btn--primary action-bar__main"
              onClick={(event) => {
                event.preventDefault();
                if (requireLogin()) void navigation.navigateTo(buyUrl);
              }}
            >
              {t('buyNow')}
            </a>
          ) : null}
        </>
      )}
    </ActionBar>
  );
}
