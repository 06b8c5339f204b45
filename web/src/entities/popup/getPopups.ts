import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { popupKeys } from './keys';

export const popupsQuery = () =>
  queryOptions({
    queryKey: popupKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.index/getPopup', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
