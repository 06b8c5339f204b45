import { myGroupOrdersQuery } from '@/entities/orders/getMyGroupOrders';
import { myOrdersQuery } from '@/entities/orders/getMyOrders';
import { orderKeys } from '@/entities/orders/keys';
import { firstPage } from '@/lib/route-data';
import { defineRoutes } from '@/lib/routes';
import { token } from '@/lib/session';
import { isGroupTab, orderStatusOf, orderTabParam } from './params';

export const ordersRoutes = defineRoutes({
  orders: {
    path: '/pages/user/order/index',
    title: 'orders:title',
    auth: true,
    refresh: [orderKeys.all],
    page: () => import('./OrdersPage'),
    namespaces: ['orders'],
    // The order list on the tab its link names (`?status=`), all orders without one.
    data: (query) => {
      const tab = orderTabParam(query.get('status'));
      return isGroupTab(tab)
        ? firstPage(myGroupOrdersQuery(tab, token.value))
        : firstPage(myOrdersQuery(orderStatusOf(tab), token.value));
    },
  },
  orderDetail: {
    path: '/pages/user/order/detail',
    title: 'orders:detailTitle',
    auth: true,
    refresh: [orderKeys.all],
    page: () => import('./OrderDetailPage'),
    namespaces: ['orders', 'payment', 'files'],
  },
  teamworkDetail: {
    path: '/pages/user/order/teamworkDetail',
    title: 'orders:groupTitle',
    auth: true,
    refresh: [orderKeys.all],
    page: () => import('./TeamworkDetailPage'),
    namespaces: ['orders'],
  },
});
