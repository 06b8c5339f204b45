import { defineRoutes } from '@/lib/routes';

export const commentRoutes = defineRoutes({
  comment: {
    path: '/pages/comment/index',
    title: 'comment:title',
    page: () => import('./CommentPage'),
    namespaces: ['comment'],
  },
  commentReply: {
    path: '/pages/comment/reply',
    title: 'comment:repliesTitle',
    page: () => import('./ReplyPage'),
    namespaces: ['comment'],
  },
});
