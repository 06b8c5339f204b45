import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { goodsKeys } from './keys';

export const groupGoodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail('group', id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.group/goodsDetail', { params: { query: { id } }, signal })),
    ...ROUTE_READ,
  });
