import { queryOptions } from '@tanstack/react-query';
import { POPUP_LIST_PATH } from '@/entities/popup/path';
import { api, unwrap } from '@/lib/api';
import { popupKeys } from './keys';

export const popupsQuery = () =>
  queryOptions({
    queryKey: popupKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET(POPUP_LIST_PATH, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
