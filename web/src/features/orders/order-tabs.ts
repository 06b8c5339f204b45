import { type GroupOrderStatus, myGroupOrdersQuery } from '@/entities/orders/getMyGroupOrders';
import { myOrdersQuery } from '@/entities/orders/getMyOrders';

// The order list's tabs and the list each one shows, apart from the page's code: the route's loader
// (app/route-data.ts) asks for the tab a link opens while that code downloads.

/** One tab per order state of spec §4, then the group-order states. */
export const ORDER_TABS = ['all', 'to_be_paid', 'paid', 'to_be_shipped', 'shipped', 'completed', 'cancelled'] as const;
export const GROUP_TABS = ['to_be_grouped', 'group_successful', 'group_failed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number] | (typeof GROUP_TABS)[number];
export const ORDER_LIST_TABS: readonly OrderTab[] = [...ORDER_TABS, ...GROUP_TABS];

export const isGroupTab = (tab: OrderTab): tab is GroupOrderStatus => (GROUP_TABS as readonly string[]).includes(tab);

/** The tab `?status=` opens, or the first. */
export const orderTabOf = (asked: string | null): OrderTab =>
  ORDER_LIST_TABS.find((candidate) => candidate === asked) ?? 'all';

/** The list a tab shows. */
export const orderTabQuery = (tab: OrderTab, token: string | null) =>
  isGroupTab(tab) ? myGroupOrdersQuery(tab, token) : myOrdersQuery(tab === 'all' ? undefined : tab, token);
