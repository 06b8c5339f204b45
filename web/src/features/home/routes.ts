import { topMusicTeaserQuery } from '@/entities/goods/getTopMusic';
import { bannersQuery } from '@/entities/home/getBanners';
import { noticesQuery } from '@/entities/home/getNotices';
import { siteStatisticsQuery } from '@/entities/home/getSiteStatistics';
import { homeKeys } from '@/entities/home/keys';
import { beside, data, together } from '@/lib/route-data';
import { defineRoutes } from '@/lib/routes';

// Home's first screen: the banner (its first picture is the screen's largest), the notices, the figures and the
// top list's teaser. The sections further down ask when they come near the viewport.
const firstScreen = () =>
  together(
    data(bannersQuery(), (banners) => (Array.isArray(banners) ? banners[0]?.image : undefined)),
    beside(noticesQuery()),
    beside(siteStatisticsQuery()),
    beside(topMusicTeaserQuery()),
  );

const homePage = () => import('./HomePage');

export const homeRoutes = defineRoutes({
  root: {
    path: '/',
    title: 'home:title',
    tab: true,
    refresh: [homeKeys.all],
    page: homePage,
    namespaces: ['home'],
    data: firstScreen,
  },
  home: {
    path: '/pages/tabbar/home/index',
    title: 'home:title',
    tab: true,
    refresh: [homeKeys.all],
    page: homePage,
    namespaces: ['home'],
    data: firstScreen,
  },
});
