import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { nextPageOf } from '@/lib/api/pagination';
import { goodsKeys } from './keys';

export const unlockableMusicQuery = () =>
  infiniteQueryOptions({
    queryKey: goodsKeys.listing('unlockMusic')(),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/api/h5.index/unlockMusic', { params: { query: { page: pageParam, limit: LIST_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
