import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const vipCardsQuery = (token: string | null) =>
  queryOptions({
    // The member part depends on who asks.
    queryKey: ['vip', 'cards', token] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.vip/cards', { signal })),
  });
