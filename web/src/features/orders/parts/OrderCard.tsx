import type { Schema } from '@djshop/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { userText } from '@/lib/user-text';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { CopyTracking } from './CopyTracking';
import { canEvaluate, Evaluate } from './Evaluate';
import { PayLater } from './PayLater';
import { useCancelOrder } from './useCancelOrder';
import { canApplyRefund, useGroupRefund } from './useGroupRefund';

type Order = Schema<'Order'>;
type GroupOrder = Schema<'GroupOrder'>;

/** The panel a card's action opens inside the card (paying or evaluating needs more than one tap). */
type Panel = 'pay' | 'evaluate' | null;

/** What the order list offers on an order's card, by its state, as the order page does. */
export function orderActions(order: Pick<Order, 'status' | 'evaluated' | 'order_type' | 'express'>) {
  return {
    pay: order.status === 'to_be_paid',
    cancel: order.status === 'to_be_paid',
    evaluate: canEvaluate(order),
    track: Boolean(order.express?.number),
  };
}

function PanelToggle({
  panel,
  open,
  controls,
  onToggle,
  label,
  primary,
}: {
  panel: Panel;
  open: Panel;
  controls: string;
  onToggle: (panel: Panel) => void;
  label: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'btn btn--primary' : 'btn'}
      aria-expanded={open === panel}
      aria-controls={open === panel ? controls : undefined}
      onClick={() => onToggle(open === panel ? null : panel)}
    >
      {label}
    </button>
  );
}

/** An order in the list: what it is, and the actions its state allows (pay, cancel, evaluate, copy tracking). */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const [open, setOpen] = useState<Panel>(null);
  const cancel = useCancelOrder(order.id);
  const actions = orderActions(order);
  const first = order.items[0];
  const panelId = `order-${order.id}-panel`;
  const any = actions.pay || actions.cancel || actions.evaluate || actions.track;
  return (
    <article className="order-card" aria-label={t('orderLabel', { sn: order.order_sn })}>
      <header className="order-card__head">
        <span className="order-card__sn">{t('orderSn', { sn: order.order_sn })}</span>
        <span className={`order-status order-status--${order.status}`}>{t(`status.${order.status}`)}</span>
      </header>
      <AppLink to={routeUrl('orderDetail', { id: order.id })} className="order-card__body">
        {first ? <Image src={first.image} alt="" ratio={1} className="order-card__cover" /> : null}
        <span className="order-card__titles">
          <span className="order-card__title">{userText(first?.title)}</span>
          {order.items.length > 1 ? (
            <span className="order-card__more">{t('moreItems', { count: order.items.length - 1 })}</span>
          ) : null}
          <span className="order-card__date">{formatDate(order.createtime, i18n.language)}</span>
        </span>
        <span className="order-card__amount">{formatPrice(order.pay_amount)}</span>
      </AppLink>
      {any ? (
        <div className="order-card__actions">
          {actions.cancel ? (
            <button type="button" className="btn" disabled={cancel.pending} onClick={() => void cancel.ask()}>
              {t('cancelOrder')}
            </button>
          ) : null}
          {actions.track && order.express ? (
            <CopyTracking number={order.express.number} label={t('copyTracking')} />
          ) : null}
          {actions.evaluate ? (
            <PanelToggle
              panel="evaluate"
              open={open}
              controls={panelId}
              onToggle={setOpen}
              label={t('evaluateAction')}
            />
          ) : null}
          {actions.pay ? (
            <PanelToggle panel="pay" open={open} controls={panelId} onToggle={setOpen} label={t('payNow')} primary />
          ) : null}
        </div>
      ) : null}
      {open && (open === 'pay' ? actions.pay : actions.evaluate) ? (
        <div id={panelId} className="order-card__panel">
          {open === 'pay' ? <PayLater order={order} /> : <Evaluate order={order} />}
        </div>
      ) : null}
    </article>
  );
}

/** A group order in the list, with the refund of a failed group on the card. */
export function GroupCard({ group }: { group: GroupOrder }) {
  const { t } = useTranslation('orders');
  const refund = useGroupRefund(group.id);
  return (
    <article className="order-card" aria-label={t('orderLabel', { sn: group.order_sn })}>
      <header className="order-card__head">
        <span className="order-card__sn">{t('orderSn', { sn: group.order_sn })}</span>
        <span className={`order-status order-status--${group.status}`}>{t(`status.${group.status}`)}</span>
      </header>
      <AppLink to={routeUrl('teamworkDetail', { id: group.id })} className="order-card__body">
        <Image src={group.goods.image} alt="" ratio={1} className="order-card__cover" />
        <span className="order-card__titles">
          <span className="order-card__title">{userText(group.goods.title)}</span>
          <span className="order-card__more">{t('groupFill', { joined: group.joined, size: group.group_size })}</span>
          {group.status === 'group_failed' ? (
            <span className="order-card__more">{t(`refund.${group.refund_status}`)}</span>
          ) : null}
        </span>
        <span className="order-card__amount">{formatPrice(group.group_price)}</span>
      </AppLink>
      {canApplyRefund(group) && !refund.isSuccess ? (
        <div className="order-card__actions">
          <SubmitButton type="button" pending={refund.isPending} onClick={() => refund.mutate()}>
            {t('applyRefund')}
          </SubmitButton>
        </div>
      ) : null}
    </article>
  );
}
