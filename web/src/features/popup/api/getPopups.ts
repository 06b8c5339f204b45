import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { POPUP_LIST_PATH } from './path';

export const popupsQuery = () =>
  queryOptions({
    queryKey: ['popup', 'list'] as const,
    queryFn: ({ signal }) => unwrap(api.GET(POPUP_LIST_PATH, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
