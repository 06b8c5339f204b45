import { defineRoutes } from '@/lib/routes';

const profileEdit = () => import('./ProfileEditPage');

export const musicianRoutes = defineRoutes({
  musicianApply: {
    path: '/pages/user/musicians/apply',
    title: 'musician:apply.title',
    auth: true,
    page: () => import('./ApplyPage'),
    namespaces: ['musician', 'files'],
  },
  songUpload: {
    path: '/pages/user/songUpload',
    title: 'musician:song.title',
    auth: true,
    page: () => import('./SongUploadPage'),
    namespaces: ['musician', 'files'],
  },
  albumUpload: {
    path: '/pages/user/albumUpload',
    title: 'musician:album.title',
    auth: true,
    page: () => import('./AlbumUploadPage'),
    namespaces: ['musician', 'files'],
  },
  writerInfo: {
    path: '/pages/user/musicians/writerInfo',
    title: 'musician:profile.title',
    auth: true,
    page: () => import('./WriterInfoPage'),
    namespaces: ['musician'],
  },
  writerUserInfo: {
    path: '/pages/user/musicians/writerUserInfo',
    title: 'musician:application.title',
    auth: true,
    page: () => import('./WriterUserInfoPage'),
    namespaces: ['musician'],
  },
  userWriterInfo: {
    path: '/pages/user/userWriterInfo',
    title: 'musician:profile.editTitle',
    auth: true,
    page: profileEdit,
    namespaces: ['musician', 'files'],
  },
  makersEdit: {
    path: '/pages/makers/edit',
    title: 'musician:profile.editTitle',
    auth: true,
    page: profileEdit,
    namespaces: ['musician', 'files'],
  },
});
