import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export const catalogueFiltersQuery = () =>
  queryOptions({
    queryKey: goodsKeys.filters(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/filters', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
