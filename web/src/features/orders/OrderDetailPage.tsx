import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EVALUATION_STARS_MAX, INPUT_MAX_LENGTH } from '@/config/constants';
import { routeUrl } from '@/config/paths';
import { isGone } from '@/lib/api/gone';
import { copyText } from '@/lib/clipboard';
import type { CloudLink } from '@/lib/cloud-drive';
import { type DownloadOutcome, requestDownload } from '@/lib/download';
import { formatDate, formatPrice } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import {
  alipayBlocked,
  type PayType,
  payFor,
  refreshAfterPayment,
  usePaymentWatch,
  useSubmitOnce,
} from '@/lib/payment';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { openDialog } from '@/ui/dialog/store';
import { CloudShare } from '@/ui/download/CloudShare';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { PayMethods, PaymentWatch } from '@/ui/payment/PayMethods';
import { QueryView } from '@/ui/query-view/QueryView';
import { Unavailable } from '@/ui/query-view/Unavailable';
import { showToast } from '@/ui/toast/store';
import { cancelOrder } from './api/cancelOrder';
import { evaluateOrder } from './api/evaluateOrder';
import { orderDetailQuery } from './api/getOrderDetail';
import { userInfoQuery } from './api/getUserInfo';
import './orders.css';

type Order = Schema<'Order'>;
type OrderItem = Schema<'OrderItem'>;

/** mm:ss of a number of seconds. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds until the provider cancels the unpaid order, ticking; calls `onExpired` once it is due. */
function useSecondsLeft(expiretime: number | null, skewMs: number, onExpired: () => void): number | null {
  const left = () => (expiretime === null ? null : expiretime - (Date.now() + skewMs) / 1000);
  const [value, setValue] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the deadline or clock changes
  useEffect(() => {
    setValue(left());
    if (expiretime === null) return;
    const timer = setInterval(() => {
      const next = left();
      setValue(next);
      if (next !== null && next <= 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiretime, skewMs]);
  return value;
}

const downloadable = (order: Order, item: OrderItem) =>
  order.status === 'completed' &&
  (item.goods_type === 'music' || item.goods_type === 'pack') &&
  order.order_type !== 'vip';

function ItemRow({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useTranslation(['orders', 'payment']);
  const [share, setShare] = useState<CloudLink | null>(null);
  const download = useMutation({
    mutationFn: (): Promise<DownloadOutcome> =>
      requestDownload(
        { id: item.goods_id, type: item.goods_type === 'music' ? 'music' : 'special' },
        userText(item.title),
      ),
    onSuccess: (outcome) => {
      if (outcome.kind === 'cloud') setShare(outcome.share);
    },
  });
  return (
    <li className="order-item">
      <div className="order-item__main">
        <Image src={item.image} alt="" ratio={1} className="order-card__cover" />
        <div className="order-card__titles">
          <span className="order-card__title">{userText(item.title)}</span>
          <span className="order-card__more">
            {formatPrice(item.price)} × {item.quantity}
          </span>
        </div>
        {downloadable(order, item) ? (
          <button
            type="button"
            className="btn btn--primary"
            aria-label={t('downloadItem', { title: userText(item.title) })}
            aria-busy={download.isPending}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <Download aria-hidden={true} size={16} /> {download.isPending ? t('preparing') : t('download')}
          </button>
        ) : null}
      </div>
      {download.isSuccess && download.data.kind === 'started' ? (
        <p className="order-item__note" role="status">
          {t('downloadStarted')}
        </p>
      ) : null}
      {share ? <CloudShare share={share} title={userText(item.title)} /> : null}
    </li>
  );
}

function PayLater({ order }: { order: Order }) {
  useSignals();
  const { t } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(token.value));
  const methods: PayType[] = order.order_type === 'recharge' ? ['wechat', 'alipay'] : ['balance', 'wechat', 'alipay'];
  const [method, setMethod] = useState<PayType>(methods[0] ?? 'wechat');
  const { busy, run } = useSubmitOnce();

  const pay = () =>
    run(async () => {
      if (alipayBlocked(method)) {
        await openDialog({
          title: t('payment:pay.openInBrowser'),
          content: t('payment:pay.alipayInWeChat'),
          confirmText: t('common.close'),
        });
        return;
      }
      try {
        const outcome = await payFor(order.order_sn, method, routeUrl('orderDetail', { id: order.id, paying: 1 }));
        if (outcome === 'paid') showToast(t('payment:pay.success'));
      } catch {
        // The provider's refusal is on screen; the order stays payable.
        if (method === 'balance') {
          const answer = await openDialog({
            title: t('payment:pay.balanceShort'),
            content: t('rechargeOffer'),
            confirmText: t('payment:pay.recharge'),
            cancelText: t('common.cancel'),
          });
          if (answer === 'confirm')
            void navigation.navigateTo(
              routeUrl('balance', { open: 'recharge', back: routeUrl('orderDetail', { id: order.id }) }),
            );
        }
      } finally {
        // A refusal may also mean the order moved on elsewhere (paid on another phone, cancelled).
        await refreshAfterPayment(queryClient);
      }
    });

  return (
    <section aria-label={t('payNow')}>
      <PayMethods methods={methods} value={method} onChange={setMethod} balance={user.data?.money} />
      <button
        type="button"
        className="btn btn--primary btn--block"
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => void pay()}
      >
        {busy ? t('paying') : t('payNowAmount', { amount: formatPrice(order.pay_amount) })}
      </button>
    </section>
  );
}

function Evaluate({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  const [star, setStar] = useState(EVALUATION_STARS_MAX);
  const [content, setContent] = useState('');
  const contentId = useId();
  const submit = useMutation({
    mutationFn: () => evaluateOrder({ order_id: order.id, star, content: content.trim() }),
    onSuccess: () => {
      showToast(t('evaluated'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  return (
    <form
      className="card evaluate"
      aria-label={t('evaluate')}
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.isPending) {
          showToast(t('payment:pay.repeat'));
          return;
        }
        if (!content.trim()) {
          showToast(t('contentRequired'));
          return;
        }
        submit.mutate();
      }}
    >
      <fieldset className="evaluate__stars">
        <legend>{t('rating')}</legend>
        {Array.from({ length: EVALUATION_STARS_MAX }, (_, index) => index + 1).map((value) => (
          <label key={value} className="evaluate__star">
            <input type="radio" name="star" value={value} checked={star === value} onChange={() => setStar(value)} />
            {t('stars', { count: value })}
          </label>
        ))}
      </fieldset>
      <label htmlFor={contentId} className="field__label">
        {t('content')}
      </label>
      <textarea
        id={contentId}
        maxLength={INPUT_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--block" aria-busy={submit.isPending}>
        {t('submitEvaluation')}
      </button>
    </form>
  );
}

function Details({ order, skewMs, paying }: { order: Order; skewMs: number; paying: boolean }) {
  const { t, i18n } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orders'] });
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

  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: () => {
      showToast(t('cancelled'));
      void refresh();
    },
  });
  const askCancel = async () => {
    const answer = await openDialog({
      title: t('cancelTitle'),
      content: t('cancelConfirm'),
      confirmText: t('cancelYes'),
      cancelText: t('cancelNo'),
    });
    if (answer === 'confirm') cancel.mutate();
  };

  const copyNumber = async (text: string) => showToast((await copyText(text)).message);

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
            <button type="button" className="btn" onClick={() => void copyNumber(order.express?.number ?? '')}>
              <Copy aria-hidden={true} size={16} /> {t('copy')}
            </button>
          </p>
        </section>
      ) : null}
      {order.status === 'to_be_paid' ? (
        <>
          <PayLater order={order} />
          <button
            type="button"
            className="btn btn--block order-cancel"
            disabled={cancel.isPending}
            onClick={() => void askCancel()}
          >
            {t('cancelOrder')}
          </button>
        </>
      ) : null}
      {order.status === 'completed' && !order.evaluated && order.order_type !== 'recharge' ? (
        <Evaluate order={order} />
      ) : null}
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
    <Page title={t('detailTitle')} onBack={() => void navigation.navigateBack()}>
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
