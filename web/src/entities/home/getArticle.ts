import type { QueryParams } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { contentKeys } from './keys';

export type ArticleName = QueryParams<'getArticle'>['name'];

/** A static page (privacy policy, user agreement) as the back office last saved it. */
export const articleQuery = (name: ArticleName) =>
  queryOptions({
    queryKey: contentKeys.article(name),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/article', { params: { query: { name } }, signal })),
  });
