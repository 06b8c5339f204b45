import { queryOptions } from '@tanstack/react-query';
import { api, ROUTE_READ, unwrap } from '@/lib/api';
import { vipKeys } from './keys';

/** The VIP cards, to price the one being bought (keyed under vip, so buying one refreshes the VIP tab too). */
export const vipCardsQuery = (token: string | null) =>
  queryOptions({
    queryKey: vipKeys.cards(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.vip/cards', { signal })),
    ...ROUTE_READ,
  });
