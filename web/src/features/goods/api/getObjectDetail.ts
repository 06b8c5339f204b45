import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const objectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['materialObjectDetail', 'detail', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/objectDetail', { params: { query: { id } }, signal })),
  });
