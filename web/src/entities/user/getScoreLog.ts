import type { QueryParams } from '@djshop/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, nextPageOf, unwrap } from '@/lib/api';
import { userKeys } from './keys';

export type ScoreLogType = NonNullable<QueryParams<'getScoreLog'>['type']>;

/** The points and the points log (gains, spends or both), newest first, page by page. */
export const scoreLogQuery = (type: ScoreLogType | undefined, token: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.scoreLog(type ?? 'all', token),
    // Each page is the log page with the points beside it, so the list reads it like any other page.
    queryFn: async ({ signal, pageParam }) => {
      const answer = await unwrap(
        api.GET('/api/h5.user/score', {
          params: { query: { ...(type ? { type } : {}), page: pageParam, limit: LIST_PAGE_SIZE } },
          signal,
        }),
      );
      return { ...answer.list, score: answer.score };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
