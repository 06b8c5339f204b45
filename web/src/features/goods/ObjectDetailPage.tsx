import type { components } from '@djshop/api';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PHYSICAL_QUANTITY_MAX } from '@/config/constants';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { formatPrice } from '@/lib/format';
import { parseId } from '@/lib/id-param';
import { optionalRouteUrl } from '@/lib/routes';
import { Page } from '@/ui/page/Page';
import { DetailSection } from './components/DetailSection';
import { DetailView } from './components/DetailView';
import { GoodsActionBar } from './components/GoodsActionBar';
import { RichText } from './components/RichText';
import './goods.css';
import { Gallery } from './components/Gallery';

type ObjectDetail = components['schemas']['ObjectDetail'];

function Detail({ goods }: { goods: ObjectDetail }) {
  const { t } = useTranslation('goods');
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(goods.specs.map((spec) => [spec.name, spec.values[0] ?? ''])),
  );
  const most = Math.max(0, Math.min(goods.stock, PHYSICAL_QUANTITY_MAX));
  const [quantity, setQuantity] = useState(most > 0 ? 1 : 0);
  const spec = goods.specs.map((item) => `${item.name}:${choices[item.name] ?? ''}`).join(';');
  const buyUrl =
    most > 0
      ? optionalRouteUrl('confrimObjectOrder', { goods_id: goods.id, quantity, ...(spec ? { spec } : {}) })
      : undefined;
  return (
    <>
      <article className="detail" aria-labelledby="detail-title">
        <Gallery images={goods.images} cover={goods.image} />
        <div className="detail__head">
          <h2 id="detail-title" className="detail__title">
            {goods.title}
          </h2>
          <p className="detail__price">
            <span className="detail__money">{formatPrice(goods.price)}</span>
            <span className="detail__points">
              {Number(goods.freight) > 0 ? t('freight', { amount: formatPrice(goods.freight) }) : t('freeShipping')}
            </span>
          </p>
          <p className="detail__note">{most > 0 ? t('stock', { count: goods.stock }) : t('soldOut')}</p>
          {goods.specs.map((item) => (
            <fieldset key={item.name} className="spec">
              <legend className="spec__name">{item.name}</legend>
              <div className="chips">
                {item.values.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="chip"
                    aria-pressed={choices[item.name] === value}
                    onClick={() => setChoices((current) => ({ ...current, [item.name]: value }))}
                  >
                    {value}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset className="quantity spec">
            <legend className="spec__name">{t('quantity')}</legend>
            <button
              type="button"
              className="icon-button"
              aria-label={t('less')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              <Minus aria-hidden="true" size={18} />
            </button>
            <output className="quantity__value" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className="icon-button"
              aria-label={t('more')}
              disabled={quantity >= most}
              onClick={() => setQuantity((value) => Math.min(most, value + 1))}
            >
              <Plus aria-hidden="true" size={18} />
            </button>
          </fieldset>
        </div>
        {goods.description ? (
          <DetailSection id="detail-description" title={t('description')}>
            <RichText html={goods.description} />
          </DetailSection>
        ) : null}
      </article>
      <GoodsActionBar goods={goods} buyUrl={buyUrl} quantity={quantity} />
    </>
  );
}

/** materialObjectDetail: physical goods with their gallery, specifications, quantity and buying. */
export default function ObjectDetailPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...objectDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <Page dataTitle={query.data?.title}>
      <DetailView id={id} query={query} label={t('detailTitle')}>
        {(goods) => <Detail goods={goods} />}
      </DetailView>
    </Page>
  );
}
