import type { RequestBody } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { checkoutKeys } from './keys';

export type OrderSelection = RequestBody<'previewOrder'>;

/** The priced content of what the confirm-order page would buy; nothing is created. */
export const previewOrderQuery = (selection: OrderSelection, token: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.preview(selection, token),
    queryFn: ({ signal }) => unwrap(api.POST('/api/h5.order/confirm', { body: selection, signal })),
    enabled: Boolean(token),
  });
