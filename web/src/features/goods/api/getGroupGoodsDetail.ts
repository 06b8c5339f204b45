import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const groupGoodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['goodsDetail', 'detail', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.group/goodsDetail', { params: { query: { id } }, signal })),
  });
