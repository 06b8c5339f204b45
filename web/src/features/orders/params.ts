import type { GroupOrderStatus } from '@/entities/orders/getMyGroupOrders';
import type { OrderStatus } from '@/entities/orders/getMyOrders';

// The order list's tabs and the one a link opens (`?status=`), named once: the page starts from it, and its route
// asks for that tab's first page beside the page's code (its `data` in routes.ts), so the two must agree.

/** One tab per order state (docs/behaviour.md#payment), then the group-order states. */
export const ORDER_TABS = [
  'all',
  'to_be_paid',
  'paid',
  'to_be_shipped',
  'shipped',
  'completed',
  'cancelled',
] as const satisfies readonly ('all' | OrderStatus)[];
export const GROUP_TABS = [
  'to_be_grouped',
  'group_successful',
  'group_failed',
] as const satisfies readonly GroupOrderStatus[];
export type OrderTab = (typeof ORDER_TABS)[number] | (typeof GROUP_TABS)[number];
export const TABS: readonly OrderTab[] = [...ORDER_TABS, ...GROUP_TABS];

export const isGroupTab = (tab: OrderTab): tab is GroupOrderStatus => (GROUP_TABS as readonly string[]).includes(tab);

/** The tab `?status=` names, or all orders. */
export function orderTabParam(asked: string | null): OrderTab {
  return TABS.find((candidate) => candidate === asked) ?? 'all';
}

/** The order states a tab lists (undefined: all of them). */
export const orderStatusOf = (tab: Exclude<OrderTab, GroupOrderStatus>): OrderStatus | undefined =>
  tab === 'all' ? undefined : tab;
