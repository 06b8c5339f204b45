import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { objectDetailQuery } from '@/entities/goods/getObjectDetail';
import { videoDetailQuery } from '@/entities/goods/getVideoDetail';
import { parseId } from '@/lib/id-param';
import { data } from '@/lib/route-data';
import { defineRoutes, type RouteDefinition } from '@/lib/routes';
import { detailKind, galleryCover } from './query';

const videoDetail: RouteDefinition['data'] = (query) => {
  const id = parseId(query.get('id'));
  return id === null ? undefined : data(videoDetailQuery(id), (video) => video.image);
};

const videoPage = () => import('./VideoDetailPage');

export const goodsRoutes = defineRoutes({
  singleDetail: {
    path: '/pages/index/singleDetail',
    title: 'goods:detailTitle',
    page: () => import('./SingleDetailPage'),
    namespaces: ['goods', 'player', 'files'],
    data: (query) => {
      const id = parseId(query.get('id'));
      return id === null
        ? undefined
        : data(goodsDetailQuery(id, detailKind(query.get('type'))), (goods) => goods.image);
    },
  },
  tvDetail: {
    path: '/pages/index/tvDetail',
    title: 'goods:detailTitle',
    page: videoPage,
    namespaces: ['goods'],
    data: videoDetail,
  },
  videoDetail: {
    path: '/pages/index/videoDetail',
    title: 'goods:detailTitle',
    page: videoPage,
    namespaces: ['goods'],
    data: videoDetail,
  },
  tvplayer: {
    path: '/pages/index/tvplayer',
    title: 'goods:videoPlayer',
    page: () => import('./TvPlayerPage'),
    namespaces: ['goods'],
    data: videoDetail,
  },
  materialObjectDetail: {
    path: '/pages/index/materialObjectDetail',
    title: 'goods:detailTitle',
    page: () => import('./ObjectDetailPage'),
    namespaces: ['goods'],
    data: (query) => {
      const id = parseId(query.get('id'));
      return id === null ? undefined : data(objectDetailQuery(id), (goods) => galleryCover(goods.images, goods.image));
    },
  },
  goodsDetail: {
    path: '/pages/index/goodsDetail',
    title: 'goods:groupTitle',
    page: () => import('./GroupDetailPage'),
    namespaces: ['goods'],
    data: (query) => {
      const id = parseId(query.get('id'));
      return id === null
        ? undefined
        : data(groupGoodsDetailQuery(id), (detail) => galleryCover(detail.images, detail.goods.image));
    },
  },
  play: {
    path: '/pages/index/play',
    title: 'goods:playTitle',
    page: () => import('./PlayPage'),
    namespaces: ['goods', 'player'],
  },
});
