import { circleArticleQuery } from '@/entities/circle/getCircleArticle';
import { circleKeys } from '@/entities/circle/keys';
import { data } from '@/lib/route-data';
import { defineRoutes } from '@/lib/routes';
import { token } from '@/lib/session';
import { articleIdParam } from './params';

export const circleRoutes = defineRoutes({
  circle: {
    path: '/pages/circle/index',
    title: 'circle:title',
    refresh: [circleKeys.list.all],
    page: () => import('./CirclePage'),
    namespaces: ['circle'],
  },
  circleDetail: {
    path: '/pages/circle/detail',
    title: 'circle:detail.title',
    refresh: [circleKeys.article.all, circleKeys.comments.all],
    page: () => import('./CircleDetailPage'),
    namespaces: ['circle'],
    data: (query) => data(circleArticleQuery(articleIdParam(query.get('id')), token.value)),
  },
  circlePublish: {
    path: '/pages/circle/publish',
    title: 'circle:publish.title',
    auth: true,
    page: () => import('./CirclePublishPage'),
    namespaces: ['circle', 'files'],
  },
  circlePreview: {
    path: '/pages/circle/preview',
    title: 'circle:preview.title',
    auth: true,
    page: () => import('./CirclePreviewPage'),
    namespaces: ['circle'],
  },
  circleMy: {
    path: '/pages/circle/my',
    title: 'circle:my.title',
    auth: true,
    refresh: [circleKeys.mine.all],
    page: () => import('./CircleMyPage'),
    namespaces: ['circle'],
  },
  circleFavorite: {
    path: '/pages/circle/favorite',
    title: 'circle:favorite.title',
    auth: true,
    refresh: [circleKeys.favorites.all],
    page: () => import('./CircleFavoritePage'),
    namespaces: ['circle'],
  },
});
