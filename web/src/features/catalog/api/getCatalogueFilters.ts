import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const catalogueFiltersQuery = () =>
  queryOptions({
    queryKey: ['category', 'filters'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/filters', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
