import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type GroupOrderStatus, myGroupOrdersQuery } from '@/entities/orders/getMyGroupOrders';
import { myOrdersQuery, type OrderStatus } from '@/entities/orders/getMyOrders';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { isGroupTab, type OrderTab, orderStatusOf, orderTabParam, TABS } from './params';
import { GroupCard, OrderCard } from './parts/OrderCard';
import './orders.css';

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
  const [tab, setTab] = useState<OrderTab>(orderTabParam(asked));
  const tabRefs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as the tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'all';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Page>
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
        {isGroupTab(tab) ? <GroupList key={tab} status={tab} /> : <OrderList key={tab} status={orderStatusOf(tab)} />}
      </section>
    </Page>
  );
}
