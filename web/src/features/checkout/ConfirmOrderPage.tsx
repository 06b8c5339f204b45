import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { createOrder, createOrderChanges } from '@/entities/orders/createOrder';
import { type OrderSelection, previewOrderQuery } from '@/entities/orders/previewOrder';
import { centsOf, type PayType, yuanOf } from '@/entities/payment/payment';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { buyVipCard, buyVipCardChanges } from '@/entities/vip/buyVipCard';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { formatPrice } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { CheckoutPay } from './CheckoutPay';
import { CouponPicker, PriceBreakdown } from './parts';
import { selectionOf } from './selection';
import './checkout.css';

type Preview = Schema<'OrderPreview'>;
type Coupon = Schema<'Coupon'>;

/** The coupon chosen by the user, or the best usable one (the provider lists them best first). */
function useCouponChoice(coupons: readonly Coupon[]) {
  // undefined: the user has not chosen, so the best applies; null: no coupon.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const id = chosen === undefined ? (coupons[0]?.id ?? null) : chosen;
  const coupon = coupons.find((c) => c.id === id) ?? null;
  return { coupon, choose: setChosen };
}

function ItemList({ items }: { items: Preview['items'] }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="list checkout-items" aria-label={t('items')}>
      {items.map((item) => (
        <li key={item.goods_id} className="list__row checkout-item">
          <Image src={item.image} alt="" ratio={1} className="goods-row__cover" />
          <div className="goods-row__body">
            <h2 className="goods-row__title">{userText(item.title)}</h2>
            <p className="goods-row__meta">
              <span className="goods-row__price">{formatPrice(item.price)}</span>
              <span>{t('quantity', { count: item.quantity })}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function GoodsCheckout({ selection, initialMethod }: { selection: OrderSelection; initialMethod?: PayType }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const preview = useQuery(previewOrderQuery(selection, token.value));
  const { coupon, choose } = useCouponChoice(preview.data?.usable_coupons ?? []);
  return (
    <QueryView query={preview} isEmpty={(data) => data.items.length === 0} empty={t('nothing')}>
      {(data) => {
        const total = centsOf(data.total_amount);
        const off = coupon ? Math.min(centsOf(coupon.amount), total) : 0;
        const payAmount = yuanOf(total - off);
        return (
          <>
            <ItemList items={data.items} />
            <CouponPicker coupons={data.usable_coupons} value={coupon?.id ?? null} onChange={choose} />
            <PriceBreakdown total={data.total_amount} off={yuanOf(off)} pay={payAmount} />
            {data.need_address ? (
              <section className="card checkout-note" role="alert">
                <p>{t('physicalElsewhere')}</p>
                {data.items
                  .filter((item) => item.goods_type === 'physical')
                  .map((item) => (
                    <AppLink
                      key={item.goods_id}
                      to={routeUrl('confrimObjectOrder', { goods_id: item.goods_id, quantity: item.quantity })}
                      className="btn"
                    >
                      {t('orderWithAddress', { title: userText(item.title) })}
                    </AppLink>
                  ))}
              </section>
            ) : (
              <CheckoutPay
                payAmount={payAmount}
                balance={data.balance}
                score={data.score}
                scorePrice={data.score_price}
                initialMethod={initialMethod}
                createOrder={() => createOrder({ ...selection, ...(coupon ? { coupon_id: coupon.id } : {}) })}
                changes={createOrderChanges}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}

function VipCheckout({ cardId }: { cardId: number }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const cards = useQuery(vipCardsQuery(token.value));
  const user = useQuery(userInfoQuery(token.value));
  const card = cards.data?.cards.find((c) => c.id === cardId);
  return (
    <QueryView query={cards} isEmpty={() => !card} empty={t('noCard')}>
      {() =>
        card ? (
          <>
            <ul className="list checkout-items" aria-label={t('items')}>
              <li className="list__row checkout-item">
                <div className="goods-row__body">
                  <h2 className="goods-row__title">{card.name}</h2>
                  <p className="goods-row__meta">
                    <span className="goods-row__price">{formatPrice(card.price)}</span>
                    <span>{card.days === null ? t('vipForever') : t('vipDays', { count: card.days })}</span>
                  </p>
                </div>
              </li>
            </ul>
            <PriceBreakdown total={card.price} off="0.00" pay={card.price} />
            <QueryView query={user}>
              {(info) => (
                <CheckoutPay
                  payAmount={card.price}
                  balance={info.money}
                  score={info.score}
                  scorePrice={null}
                  createOrder={() => buyVipCard(card.id)}
                  changes={buyVipCardChanges}
                />
              )}
            </QueryView>
          </>
        ) : null
      }
    </QueryView>
  );
}

/**
 * Order confirmation: the cart's selection (`cart_ids`), one goods item bought now (`goods_id`), or a VIP
 * card (`card_id`); the best usable coupon preselected, the price breakdown and the payment.
 */
export default function ConfirmOrderPage() {
  useSignals();
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const selection = selectionOf(params);
  const method = params.get('pay') === 'score' ? 'score' : undefined;
  return (
    <Page>
      {selection === null ? (
        <section className="card">
          <p role="alert">{t('nothing')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void navigation.switchTab(routeUrl('cart'))}
          >
            {t('toCart')}
          </button>
        </section>
      ) : 'card_id' in selection ? (
        <VipCheckout cardId={selection.card_id} />
      ) : (
        <GoodsCheckout selection={selection} initialMethod={method} />
      )}
    </Page>
  );
}
