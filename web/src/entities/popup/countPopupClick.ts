import { api, unwrap } from '@/lib/api';

export const countPopupClick = (id: number) =>
  unwrap(api.GET('/api/h5.index/popupClick', { params: { query: { id } } }));
