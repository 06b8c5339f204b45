import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { routeUrl } from '@/config/paths';
import { formatDate, formatPrice } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { type GroupOrderStatus, myGroupOrdersQuery } from './api/getMyGroupOrders';
import { myOrdersQuery, type OrderStatus } from './api/getMyOrders';
import { isGroupTab, ORDER_LIST_TABS, type OrderTab, orderTabOf } from './order-tabs';
import './orders.css';

type Order = Schema<'Order'>;
type GroupOrder = Schema<'GroupOrder'>;

type Tab = OrderTab;
const TABS = ORDER_LIST_TABS;

export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const first = order.items[0];
  const to = routeUrl('orderDetail', { id: order.id });
  return (
    <article className="order-card" aria-label={t('orderLabel', { sn: order.order_sn })}>
      <header className="order-card__head">
        <span className="order-card__sn">{t('orderSn', { sn: order.order_sn })}</span>
        <span className={`order-status order-status--${order.status}`}>{t(`status.${order.status}`)}</span>
      </header>
      <AppLink to={to} className="order-card__body">
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
    </article>
  );
}

function GroupCard({ group }: { group: GroupOrder }) {
  const { t } = useTranslation('orders');
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
    </article>
  );
}

function OrderList({ status }: { status: OrderStatus | undefined }) {
  useSignals();
  const { t } = useTranslation('orders');
  const list = useInfiniteQuery(myOrdersQuery(status, token.value));
  return (
    <InfiniteList
      label={t('list')}
      {...pagedListProps(list)}
      empty={t('empty')}
      getKey={(order) => order.id}
      renderItem={(order) => <OrderCard order={order} />}
    />
  );
}

function GroupList({ status }: { status: GroupOrderStatus }) {
  useSignals();
  const { t } = useTranslation('orders');
  const list = useInfiniteQuery(myGroupOrdersQuery(status, token.value));
  return (
    <InfiniteList
      label={t('list')}
      {...pagedListProps(list)}
      empty={t('empty')}
      getKey={(group) => group.id}
      renderItem={(group) => <GroupCard group={group} />}
    />
  );
}

/** My orders: a tab per order state and per group-order state; `?status=` opens a tab. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const asked = params.get('status');
  const [tab, setTab] = useState<Tab>(orderTabOf(asked));
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as the tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'all';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Page title={t('title')} onBack={() => void navigation.navigateBack()}>
      <div className="tabs order-tabs" role="tablist" aria-label={t('tabs')} tabIndex={-1} onKeyDown={onKeyDown}>
        {TABS.map((candidate) => (
          <button
            key={candidate}
            ref={(node) => {
              tabRefs.current[candidate] = node;
            }}
            type="button"
            role="tab"
            id={`order-tab-${candidate}`}
            aria-selected={tab === candidate}
            aria-controls="order-panel"
            tabIndex={tab === candidate ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(candidate)}
          >
            {t(candidate === 'all' ? 'all' : `status.${candidate}`)}
          </button>
        ))}
      </div>
      <section id="order-panel" role="tabpanel" aria-labelledby={`order-tab-${tab}`}>
        {isGroupTab(tab) ? (
          <GroupList key={tab} status={tab} />
        ) : (
          <OrderList key={tab} status={tab === 'all' ? undefined : tab} />
        )}
      </section>
    </Page>
  );
}
