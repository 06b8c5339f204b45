import { api, unwrap } from '@/lib/api';

export const deleteCartItems = (ids: readonly number[]) =>
  unwrap(api.GET('/api/h5.user/cartdelete', { params: { query: { ids: ids.join(',') } } }));
