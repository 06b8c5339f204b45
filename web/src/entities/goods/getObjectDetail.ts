import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export const objectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail('object', id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.goods/objectDetail', { params: { query: { id } }, signal })),
    ...ROUTE_READ,
  });
