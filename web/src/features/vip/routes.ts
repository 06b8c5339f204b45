import { vipTabFreeListQuery } from '@/entities/goods/getVipFreeList';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { vipKeys } from '@/entities/vip/keys';
import { data, firstPage, together } from '@/lib/route-data';
import { defineRoutes } from '@/lib/routes';
import { token } from '@/lib/session';

export const vipRoutes = defineRoutes({
  vip: {
    path: '/pages/tabbar/vip/index',
    title: 'vip:title',
    tab: true,
    refresh: [vipKeys.all],
    page: () => import('./VipPage'),
    namespaces: ['vip'],
    // The cards on sale and the VIP-free list under them.
    data: () => together(data(vipCardsQuery(token.value)), firstPage(vipTabFreeListQuery())),
  },
});
