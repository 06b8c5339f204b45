import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { invalidate } from '@/entities/invalidate';
import { cancelOrderChanges } from '@/entities/orders/cancelOrder';
import { orderDetailQuery } from '@/entities/orders/getOrderDetail';
import { refreshAfterPayment, usePaymentWatch } from '@/entities/payment/payment';
import { isGone } from '@/lib/api/gone';
import { formatDate, formatPrice } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { PaymentWatch } from '@/ui/payment/PayMethods';
import { QueryView } from '@/ui/query-view/QueryView';
import { Unavailable } from '@/ui/query-view/Unavailable';
import { CopyTracking } from './parts/CopyTracking';
import { clock, useSecondsLeft } from './parts/countdown';
import { canEvaluate, Evaluate } from './parts/Evaluate';
import { ItemRow } from './parts/ItemRow';
import { PayLater } from './parts/PayLater';
import { useCancelOrder } from './parts/useCancelOrder';
import './orders.css';

type Order = Schema<'Order'>;

function Details({ order, skewMs, paying }: { order: Order; skewMs: number; paying: boolean }) {
  const { t, i18n } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  // The provider cancels an unpaid order when its time is up: the same changes as the user's own cancel.
  const refresh = () => invalidate(queryClient, cancelOrderChanges);
  const left = useSecondsLeft(order.status === 'to_be_paid' ? order.expiretime : null, skewMs, () => void refresh());
  const watch = usePaymentWatch(order.order_sn, paying && order.status === 'to_be_paid');
  const paidNow = watch.status?.paid === true;

  // Back from the payment page and confirmed: show the paid order, the money it moved and the cart without
  // its lines (the payment may be confirmed while this page waits, after the cart was read).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the payment is confirmed
  useEffect(() => {
    if (!paidNow) return;
    showToast(t('payment:pay.success'));
    void refreshAfterPayment(queryClient);
  }, [paidNow]);

  const cancel = useCancelOrder(order.id);

  return (
    <>
      <section className="card order-head" aria-label={t('state')}>
        <p className={`order-status order-status--${order.status}`}>{t(`status.${order.status}`)}</p>
        {order.status === 'to_be_paid' && left !== null ? (
          <p className="order-head__countdown" role="timer" aria-live="off">
            {t('autoCancel', { time: clock(left) })}
          </p>
        ) : null}
        {order.group_id ? (
          <AppLink to={routeUrl('teamworkDetail', { id: order.group_id })} className="btn">
            {t('groupDetail')}
          </AppLink>
        ) : null}
      </section>
      {order.status === 'to_be_paid' ? (
        <PaymentWatch
          waiting={watch.waiting}
          timedOut={watch.timedOut}
          gaveUp={watch.gaveUp}
          onGiveUp={watch.giveUp}
          onCheckAgain={watch.checkAgain}
        />
      ) : null}
      <ul className="list card order-items" aria-label={t('items')}>
        {order.items.map((item) => (
          <ItemRow key={item.goods_id} order={order} item={item} />
        ))}
      </ul>
      <dl className="card order-facts">
        <div>
          <dt>{t('sn')}</dt>
          <dd>{order.order_sn}</dd>
        </div>
        <div>
          <dt>{t('created')}</dt>
          <dd>{formatDate(order.createtime, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.total_amount)}</dd>
        </div>
        <div>
          <dt>{t('discount')}</dt>
          <dd>−{formatPrice(order.coupon_amount)}</dd>
        </div>
        <div className="order-facts__pay">
          <dt>{t('paid')}</dt>
          {/* An order paid with points moved no money: its yuan amount would read as a charge. */}
          <dd>{order.pay_type === 'score' ? t('paidInPoints') : formatPrice(order.pay_amount)}</dd>
        </div>
        {order.pay_type ? (
          <div>
            <dt>{t('payType')}</dt>
            <dd>{t(`payment:pay.methods.${order.pay_type}`)}</dd>
          </div>
        ) : null}
        {order.remark ? (
          <div>
            <dt>{t('remark')}</dt>
            <dd>{userText(order.remark)}</dd>
          </div>
        ) : null}
      </dl>
      {order.address ? (
        <section className="card" aria-label={t('address')}>
          <h2 className="order-section__title">{t('address')}</h2>
          <p>
            {userText(order.address.name)} {order.address.mobile}
          </p>
          <p>
            {[order.address.province, order.address.city, order.address.district, order.address.detail]
              .map(userText)
              .join(' ')}
          </p>
        </section>
      ) : null}
      {order.express ? (
        <section className="card" aria-label={t('express')}>
          <h2 className="order-section__title">{t('express')}</h2>
          <p>{order.express.company}</p>
          <p className="order-express">
            <span>{t('trackingNumber', { number: order.express.number })}</span>
            <CopyTracking number={order.express.number} />
          </p>
        </section>
      ) : null}
      {order.status === 'to_be_paid' ? (
        <>
          <PayLater order={order} />
          <button
            type="button"
            className="btn btn--block order-cancel"
            disabled={cancel.pending}
            onClick={() => void cancel.ask()}
          >
            {t('cancelOrder')}
          </button>
        </>
      ) : null}
      {canEvaluate(order) ? <Evaluate order={order} /> : null}
      {order.evaluated ? <p className="card">{t('alreadyEvaluated')}</p> : null}
    </>
  );
}

/** One order: its state and countdown, items and downloads, amounts, shipping, and what can be done next. */
export default function OrderDetailPage() {
  useSignals();
  const { t } = useTranslation(['orders', 'payment']);
  const [params] = useSearchParams();
  const id = /^[1-9]\d{0,9}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const detail = useQuery({ ...orderDetailQuery(id ?? 0, token.value), enabled: Boolean(token.value) && id !== null });
  return (
    <Page>
      {/* A bad id, or one the provider does not know for this user: asking again would hear the same. */}
      {id === null || isGone(detail.error) ? (
        <Unavailable title={t('unavailable.title')} body={t('unavailable.body')}>
          <AppLink className="btn btn--primary" to={routeUrl('orders')}>
            {t('title')}
          </AppLink>
        </Unavailable>
      ) : (
        <QueryView query={detail}>
          {(data) => <Details order={data.order} skewMs={data.clockSkewMs} paying={params.get('paying') === '1'} />}
        </QueryView>
      )}
    </Page>
  );
}
