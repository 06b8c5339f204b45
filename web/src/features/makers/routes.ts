import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import { writerKeys } from '@/entities/writers/keys';
import { data } from '@/lib/route-data';
import { defineRoutes } from '@/lib/routes';
import { token } from '@/lib/session';
import { idParam } from './params';

export const makersRoutes = defineRoutes({
  makersList: {
    path: '/pages/makers/list',
    title: 'makers:list.title',
    refresh: [writerKeys.all],
    page: () => import('./MakersListPage'),
    namespaces: ['makers'],
  },
  makersHome: {
    path: '/pages/makers/home',
    title: 'makers:home.title',
    page: () => import('./MakersHomePage'),
    namespaces: ['makers'],
    data: (query) => data(writerHomeQuery(idParam(query.get('id')), token.value), (home) => home.banner),
  },
  makersWorks: {
    path: '/pages/makers/works',
    title: 'makers:works.title',
    page: () => import('./MakersWorksPage'),
    namespaces: ['makers'],
  },
});
